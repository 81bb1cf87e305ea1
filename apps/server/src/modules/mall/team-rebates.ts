import { applyRateBps, FUND_RECORD_TYPES, MAX_REBATE_BPS, memoText } from '@cloudmine/api';
import type { Ledger } from '../../ledger/index.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { activeMemberIds } from '../accounts/index.js';
import { rebateRatesBps, type MallSettings } from './mall-config.js';
import { insertRebate, rebatesEarned, type OrderRow } from './mall-repository.js';

/** Team rebates (type 7) to the buyer's three uplines, once per order and level. */
export async function payRebates(
  trx: Trx,
  ledger: Ledger,
  order: OrderRow,
  uplines: Array<number | null>,
  rates: readonly number[],
  now: Date,
): Promise<void> {
  const ids = uplines.filter((id): id is number => id !== null && id !== order.member_id);
  if (ids.length === 0 || order.paid_minor === 0) return;
  const active = new Set(await activeMemberIds(trx, ids));
  // The three levels together never return more than 10% of what the buyer paid (SPEC §9), whatever
  // the settings say; the settings rule refuses more, this keeps it true for older stored values.
  let capLeftBps = MAX_REBATE_BPS;
  for (const [index, uplineId] of uplines.entries()) {
    const level = index + 1;
    const rate = Math.min(rates[index] ?? 0, capLeftBps);
    capLeftBps -= rate;
    if (uplineId === null || uplineId === order.member_id || !active.has(uplineId)) continue;
    const amount = applyRateBps(order.paid_minor, rate);
    if (amount <= 0) continue;
    const rebateId = await insertRebate(trx, {
      order_id: order.id,
      level,
      buyer_id: order.member_id,
      upline_id: uplineId,
      base_minor: order.paid_minor,
      rate_bps: rate,
      amount_minor: amount,
      created_at: now.toISOString(),
    });
    if (rebateId === undefined) continue;
    await ledger.post(trx, {
      memberId: uplineId,
      wallet: 'team_balance',
      amount,
      type: FUND_RECORD_TYPES.team_rebate,
      counterAccount: 'rebates',
      reference: { kind: 'team_rebate', id: rebateId },
      memo: memoText('teamRebate', { level, order: order.id }),
    });
  }
}

/** What recruiting earns: the three rebate rates and the member's rebates so far. */
export async function rebateRates(db: Database, settings: MallSettings, memberId: number) {
  const levels = (await rebateRatesBps(settings)).map((rateBps, index) => ({ level: index + 1, rateBps }));
  return { levels, maxRebateBps: MAX_REBATE_BPS, earnedMinor: await rebatesEarned(db, memberId) };
}
