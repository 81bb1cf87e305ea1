import { toMinor, ZERO, type FundRecordType, type Minor } from '@cloudmine/api';
import type { Ledger, PlatformAccount } from '../../ledger/index.js';
import { addDays } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { dueDates } from './daily-schedule.js';
import type { DailySettlement } from './settlement.js';

/** An item that earns a fixed amount every business day for a term (machine order, pledge, holding). */
export interface TermItem {
  id: number;
  memberId: number;
  dailyMinor: Minor;
  termDays: number;
  daysPaid: number;
  paidMinor: Minor;
  nextDate: string | null;
  /** Returned with the last day's payout; 0 when nothing comes back (machines). */
  principalMinor: Minor;
}

export interface TermPayouts {
  /** Inserts the payout row of (item, date), unique; answers its id, or nothing when it exists already. */
  insertPayout(trx: Trx, item: TermItem, date: string, principalMinor: Minor): Promise<number | undefined>;
  /** Writes the item's new figures; `done` when the term is fully paid. */
  update(
    trx: Trx,
    item: TermItem,
    figures: { daysPaid: number; paidMinor: Minor; nextDate: string | null; done: boolean },
  ): Promise<void>;
  type: FundRecordType;
  income: { account: PlatformAccount; referenceKind: string; memo: (item: TermItem, date: string) => string };
  principal?: { account: PlatformAccount; referenceKind: string; memo: string };
}

/**
 * Pays the days due by `today` on one item whose row the caller has locked: one payout row per day
 * (unique per item and date, so a day already paid is skipped), one posting per day, and the
 * principal with the last day. Answers the number of days paid.
 */
export async function payDueDays(
  trx: Trx,
  ledger: Ledger,
  item: TermItem,
  today: string,
  payouts: TermPayouts,
): Promise<number> {
  const dates = dueDates(item.nextDate, item.daysPaid, item.termDays, today);
  let paidDays = 0;
  for (const date of dates) {
    const last = item.daysPaid + paidDays + 1 === item.termDays;
    const principal = last ? item.principalMinor : ZERO;
    const payoutId = await payouts.insertPayout(trx, item, date, principal);
    if (payoutId === undefined) continue;
    paidDays += 1;
    if (item.dailyMinor > 0) {
      await ledger.post(trx, {
        memberId: item.memberId,
        wallet: 'balance',
        amount: toMinor(item.dailyMinor),
        type: payouts.type,
        counterAccount: payouts.income.account,
        reference: { kind: payouts.income.referenceKind, id: payoutId },
        memo: payouts.income.memo(item, date),
      });
    }
    if (principal > 0 && payouts.principal) {
      await ledger.post(trx, {
        memberId: item.memberId,
        wallet: 'balance',
        amount: toMinor(principal),
        type: payouts.type,
        counterAccount: payouts.principal.account,
        reference: { kind: payouts.principal.referenceKind, id: item.id },
        memo: payouts.principal.memo,
      });
    }
  }
  const lastDate = dates.at(-1);
  if (paidDays === 0 || lastDate === undefined) return 0;
  const daysPaid = item.daysPaid + paidDays;
  const done = daysPaid >= item.termDays;
  await payouts.update(trx, item, {
    daysPaid,
    paidMinor: toMinor(item.paidMinor + paidDays * item.dailyMinor),
    nextDate: done ? null : addDays(lastDate, 1),
    done,
  });
  return paidDays;
}

/** Where one kind of term item keeps its rows: its owner's repository functions. */
export interface TermItemStore {
  /** What one item is called in a job's failure record (`mining_order`, `pledge`, `fund_holding`). */
  readonly itemKind: string;
  /** Ids of items still earning with an income due by `today`, above `afterId`, ascending. */
  listDue(db: Database, today: string, afterId: number, limit: number): Promise<number[]>;
  /** The item with its row locked for the transaction, or nothing when it no longer earns. */
  lockEarning(trx: Trx, id: number): Promise<TermItem | undefined>;
  /** Inserts the payout row of (item, date), unique; answers its id, or nothing when it exists already. */
  insertPayout(
    trx: Trx,
    item: TermItem,
    date: string,
    principalMinor: Minor,
    now: Date,
  ): Promise<number | undefined>;
  /** Writes the item's new figures; `done` when the term is fully paid. */
  update(
    trx: Trx,
    item: TermItem,
    figures: { daysPaid: number; paidMinor: Minor; nextDate: string | null; done: boolean },
    now: Date,
  ): Promise<void>;
}

/**
 * The daily settlement of one kind of term item (machine orders, pledges, fund holdings): what is the
 * same for all three is here; the kind says where its rows are and how its postings read.
 */
export function termSettlement(
  ledger: Ledger,
  name: string,
  store: TermItemStore,
  postings: Pick<TermPayouts, 'type' | 'income' | 'principal'>,
): DailySettlement {
  return {
    name,
    itemKind: store.itemKind,
    listDue: (db, today, afterId, limit) => store.listDue(db, today, afterId, limit),
    async settleOne(trx, id, today, now) {
      const item = await store.lockEarning(trx, id);
      if (!item) return 0;
      return payDueDays(trx, ledger, item, today, {
        ...postings,
        insertPayout: (tx, due, date, principalMinor) =>
          store.insertPayout(tx, due, date, principalMinor, now),
        update: (tx, due, figures) => store.update(tx, due, figures, now),
      });
    },
  };
}
