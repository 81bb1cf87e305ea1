import type { z } from 'zod';
import { subMinor, ZERO, type FundRecordType, type Minor } from '@cloudmine/api';
import type { Ledger, PlatformAccount } from '../../ledger/index.js';
import { runOnce } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { lockMemberStanding, type MemberStanding } from '../accounts/index.js';
import { scheduleFrom, type Schedule } from './daily-schedule.js';
import type { InvestmentKind, Investments } from './investments.js';

/**
 * Putting an amount into a term product (a pledge, a fund): the member's row is locked, the product
 * admits the amount by its own rules, the holding starts earning from the next business day, the
 * amount leaves the balance and counts towards the VIP level, all in one transaction that runs once
 * per idempotency key. What the product checks and stores is its own (`TermHoldingKind`).
 */
export interface TermHoldingKind<Product extends RateProduct, Holding extends { id: number }> {
  investment: InvestmentKind;
  /** The product on sale that takes `amount` from this member; refuses with the product's own keys. */
  admit(trx: Trx, member: MemberStanding, amount: Minor): Promise<Product>;
  /** Inserts the member's holding, earning the product's daily rate on the schedule (`heldItems`). */
  open(trx: Trx, holding: NewHolding): Promise<Holding>;
  /** How the amount leaves the balance. */
  posting: { type: FundRecordType; counterAccount: PlatformAccount; referenceKind: string };
}

/** What a pledge product and a fund have alike: a term and a daily rate of the amount held. */
interface RateProduct {
  id: number;
  term_days: number;
  daily_rate_bps: number;
}

export interface NewHolding {
  memberId: number;
  productId: number;
  amount: Minor;
  dailyRateBps: number;
  termDays: number;
  schedule: Schedule;
  at: Date;
}

export interface TermHoldingDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  investments: Investments;
  settings: SettingsReader<typeof platformSettings>;
}

export async function openTermHolding<Product extends RateProduct, Holding extends { id: number }, View>(
  deps: TermHoldingDeps,
  kind: TermHoldingKind<Product, Holding>,
  memberId: number,
  amount: Minor,
  request: { idempotencyKey: string; now: Date; call: string; payload: unknown; answer: z.ZodType<View> },
  answer: (holding: Holding, product: Product, balanceMinor: number) => View,
): Promise<View> {
  const { db, clock, ledger, investments, settings } = deps;
  // Read before the transaction (see docs/earning.md, "Settings and transactions").
  const timeZone = await settings.get('business.time_zone');
  const thresholds = await investments.thresholds();
  const { idempotencyKey, now, call, payload } = request;
  return runOnce(
    db,
    { owner: `member:${memberId}`, key: idempotencyKey, call, payload, now, answer: request.answer },
    async (trx) => {
      // The member's row lock makes their own limits hold against their concurrent investments.
      const member = await lockMemberStanding(trx, memberId);
      invariant(member, `member ${memberId} exists`);
      const product = await kind.admit(trx, member, amount);
      const at = clock.now();
      const schedule = scheduleFrom(at, product.term_days, timeZone);
      const holding = await kind.open(trx, {
        memberId,
        productId: product.id,
        amount,
        dailyRateBps: product.daily_rate_bps,
        termDays: product.term_days,
        schedule,
        at,
      });
      const posted = await ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: subMinor(ZERO, amount),
        type: kind.posting.type,
        counterAccount: kind.posting.counterAccount,
        reference: { kind: kind.posting.referenceKind, id: holding.id },
        insufficient: 'insufficient_balance',
      });
      await investments.record(
        trx,
        {
          memberId,
          kind: kind.investment,
          referenceId: holding.id,
          amountMinor: amount,
          vipLevel: member.vip_level,
        },
        thresholds,
      );
      return answer(holding, product, posted.balanceAfter);
    },
  );
}
