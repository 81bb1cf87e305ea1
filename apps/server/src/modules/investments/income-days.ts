import type { IncomeDay } from '@cloudmine/api';
import { addDays, businessDate } from '../../platform/business-time.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { jobRunsSince } from '../../platform/jobs/index.js';

/** One earning item (machine order, pledge, fund holding) as "where is my income" reads it. */
export interface EarningItem {
  /** How the item is named in its job's failure records (`mining_order:12`). */
  itemKey: string;
  /** The job that pays it. */
  job: string;
  /** When it began earning (a machine's start, a pledge's or holding's opening); none: not started. */
  startedAt: string | null;
  /** The last day of its term. */
  endsOn: string | null;
  /** When it stopped earning before its term's end (a machine sold). */
  endedAt: string | null;
  payouts: ReadonlyArray<{ date: string; amountMinor: number; paidAt: string }>;
}

/**
 * Each income day of an item from the day after it began up to today (and the next one, not due
 * yet), with its payout or why there is none. A day with no payout is explained from the paying
 * job's runs since that day began: one that failed on this item, or none at all yet.
 */
export async function incomeDaysOf(
  db: Executor,
  item: EarningItem,
  today: string,
  timeZone: string,
): Promise<IncomeDay[]> {
  if (item.startedAt === null || item.endsOn === null) return [];
  const first = addDays(businessDate(new Date(item.startedAt), timeZone), 1);
  const endedOn = item.endedAt === null ? null : businessDate(new Date(item.endedAt), timeZone);
  const paid = new Map(item.payouts.map((payout) => [payout.date, payout]));
  const dates: string[] = [];
  let firstUnpaid: string | null = null;
  for (let date = first; date <= item.endsOn && date <= addDays(today, 1); date = addDays(date, 1)) {
    dates.push(date);
    if (firstUnpaid === null && !paid.has(date) && date <= today) firstUnpaid = date;
  }
  const runs = firstUnpaid === null ? [] : await jobRunsSince(db, item.job, firstUnpaid);
  return dates.map((date): IncomeDay => {
    const payout = paid.get(date);
    if (payout) {
      return { date, state: 'paid', amountMinor: payout.amountMinor, paidAt: payout.paidAt };
    }
    const none = { date, amountMinor: null, paidAt: null };
    if (endedOn !== null && date > endedOn) return { ...none, state: 'order_ended' };
    if (date > today) return { ...none, state: 'not_due' };
    const since = runs.filter((run) => run.businessDay >= date && run.state !== 'running');
    const failedHere = since.some((run) =>
      run.failureReasons.some((failure) => failure.item === item.itemKey),
    );
    return { ...none, state: failedHere ? 'job_failed' : 'job_not_run' };
  });
}

/** A term holding's payouts as its repository finds them for its owner (pledge, fund holding). */
interface TermPayoutDays {
  openedAt: string;
  endsOn: string | null;
  payouts: EarningItem['payouts'];
}

/**
 * "Where is my income" for a pledge or a fund holding, which run their whole term: `not_found`
 * when the member has no such holding.
 */
export async function termIncomeDays(
  db: Executor,
  found: TermPayoutDays | undefined,
  paidBy: { itemKey: string; job: string },
  now: Date,
  timeZone: string,
): Promise<{ today: string; days: IncomeDay[] }> {
  if (!found) throw new AppError('not_found');
  const today = businessDate(now, timeZone);
  const item = {
    ...paidBy,
    startedAt: found.openedAt,
    endsOn: found.endsOn,
    endedAt: null,
    payouts: found.payouts,
  };
  return { today, days: await incomeDaysOf(db, item, today, timeZone) };
}
