import { toMinor, type FundRecordType, type JobFailure, type Minor } from '@cloudmine/api';
import type { Credit, Ledger, PlatformAccount } from '../../ledger/index.js';
import { addDays } from '../../platform/business-time.js';
import { failureOf } from '../../platform/jobs/index.js';
import { dueDates } from './daily-schedule.js';
import type { DailySettlement } from './settlement.js';
import type { ItemFigures, PayoutRow, StoredTermItem, TermStore } from './term-store.js';

/** An item that earns a fixed amount every business day for a term (machine order, pledge, holding). */
interface TermItem {
  id: number;
  memberId: number;
  dailyMinor: Minor;
  termDays: number;
  daysPaid: number;
  paidMinor: Minor;
  nextDate: string;
  /** Returned with the last day's payout; 0 when nothing comes back (machines). */
  principalMinor: Minor;
}

/** How one product's payouts read on the ledger (all of one fund-record type). */
interface TermPostings {
  type: FundRecordType;
  income: { account: PlatformAccount; referenceKind: string; memo: (item: TermItem, date: string) => string };
  principal?: { account: PlatformAccount; referenceKind: string; memo: string };
}

function nonNegative(amount: number, what: string): Minor {
  const minor = toMinor(amount);
  if (minor < 0) throw new Error(`${what} is negative: ${amount}`);
  return minor;
}

/**
 * A stored row checked before anything is paid on it: a row a bad import or a manual edit broke
 * fails its own item with the reason, and the rest of the batch is paid.
 */
function termItemOf(row: StoredTermItem): TermItem {
  const { id, memberId, termDays, daysPaid, nextDate } = row;
  if (!Number.isSafeInteger(termDays) || termDays <= 0)
    throw new Error(`term is not a number of days: ${termDays}`);
  if (!Number.isSafeInteger(daysPaid) || daysPaid < 0 || daysPaid >= termDays) {
    throw new Error(`days paid ${daysPaid} is outside the term of ${termDays}`);
  }
  if (nextDate === null || !/^\d{4}-\d{2}-\d{2}$/.test(nextDate) || addDays(nextDate, 0) !== nextDate) {
    throw new Error(`next income date is not a date: ${String(nextDate)}`);
  }
  return {
    id,
    memberId,
    dailyMinor: nonNegative(row.daily, 'daily income'),
    termDays,
    daysPaid,
    paidMinor: nonNegative(row.paid, 'income paid'),
    nextDate,
    principalMinor: nonNegative(row.principal, 'principal'),
  };
}

/** What is planned for one item in a batch: its payout rows, due date by due date. */
interface Plan {
  item: TermItem;
  dates: string[];
}

/** The payout rows of the days due by `today`, the principal on the term's last day. */
function planOf(item: TermItem, today: string): Plan & { rows: PayoutRow[] } {
  const dates = dueDates(item.nextDate, item.daysPaid, item.termDays, today);
  const rows = dates.map((date, index) => ({
    itemId: item.id,
    memberId: item.memberId,
    date,
    amountMinor: item.dailyMinor,
    principalMinor: item.daysPaid + index + 1 === item.termDays ? item.principalMinor : 0,
  }));
  // The figures must stay within bounds once paid; a row that would overflow fails here, alone.
  toMinor(item.paidMinor + dates.length * item.dailyMinor);
  return { item, dates, rows };
}

export interface BatchOutcome {
  /** Items that were paid at least one day. */
  items: number;
  /** Days paid, over all items. */
  days: number;
  failed: JobFailure[];
}

/**
 * Pays a batch of items in one transaction with a few statements, whatever its size: the items
 * locked and read, the payout rows inserted (unique per item and day: a day already paid is skipped
 * and posts nothing), the items' figures written, and one ledger credit per payout inserted (and
 * the principal with the last day) posted together. Rows that cannot be paid are checked out first
 * and answered as failures; the rest of the batch is paid.
 */
async function payBatch(
  trx: Parameters<TermStore['lockDue']>[0],
  ledger: Ledger,
  store: TermStore,
  postings: TermPostings,
  batch: { ids: readonly number[]; today: string; now: Date },
): Promise<BatchOutcome> {
  const stored = await store.lockDue(trx, batch.ids, batch.today);
  const failed: JobFailure[] = [];
  const plans = new Map<number, Plan>();
  const rows: PayoutRow[] = [];
  for (const row of stored) {
    try {
      const plan = planOf(termItemOf(row), batch.today);
      plans.set(row.id, plan);
      rows.push(...plan.rows);
    } catch (error) {
      failed.push(failureOf(`${store.itemKind}:${row.id}`, error));
    }
  }
  const at = batch.now.toISOString();
  const inserted = await store.insertPayouts(trx, rows, at);
  const paidDates = new Map<number, Map<string, number>>();
  for (const payout of inserted) {
    const dates = paidDates.get(payout.itemId) ?? new Map<string, number>();
    dates.set(payout.date, payout.id);
    paidDates.set(payout.itemId, dates);
  }

  const figures: ItemFigures[] = [];
  const credits: Credit[] = [];
  let days = 0;
  for (const { item, dates } of plans.values()) {
    const paid = paidDates.get(item.id);
    const lastDate = dates.at(-1);
    if (!paid || lastDate === undefined) continue;
    dates.forEach((date, index) => {
      const payoutId = paid.get(date);
      if (payoutId === undefined) return;
      if (item.dailyMinor > 0) {
        credits.push({
          memberId: item.memberId,
          amount: item.dailyMinor,
          counterAccount: postings.income.account,
          reference: { kind: postings.income.referenceKind, id: payoutId },
          memo: postings.income.memo(item, date),
        });
      }
      const last = item.daysPaid + index + 1 === item.termDays;
      if (last && item.principalMinor > 0 && postings.principal) {
        credits.push({
          memberId: item.memberId,
          amount: item.principalMinor,
          counterAccount: postings.principal.account,
          reference: { kind: postings.principal.referenceKind, id: item.id },
          memo: postings.principal.memo,
        });
      }
    });
    const daysPaid = item.daysPaid + paid.size;
    const done = daysPaid >= item.termDays;
    figures.push({
      id: item.id,
      daysPaid,
      paidMinor: toMinor(item.paidMinor + paid.size * item.dailyMinor),
      nextDate: done ? null : addDays(lastDate, 1),
      done,
    });
    days += paid.size;
  }
  await store.updateItems(trx, figures, at);
  await ledger.postCredits(trx, { type: postings.type, wallet: 'balance', credits });
  return { items: figures.length, days, failed };
}

/**
 * The daily settlement of one kind of term item (machine orders, pledges, fund holdings): what is the
 * same for all three is here; the kind says where its rows are (its store) and how its postings read.
 */
export function termSettlement(
  ledger: Ledger,
  name: string,
  store: TermStore,
  postings: TermPostings,
): DailySettlement {
  return {
    name,
    itemKind: store.itemKind,
    listDue: (db, today, after, limit) => store.listDue(db, today, after, limit),
    settleBatch: (trx, ids, today, now) => payBatch(trx, ledger, store, postings, { ids, today, now }),
  };
}
