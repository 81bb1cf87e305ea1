import type { IncomeDay } from '@cloudmine/api';
import { addDays, businessDate } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { jobRunsSince } from '../../platform/jobs/index.js';
import { findMemberOrder, miningIncomeStore, orderPayouts } from './mall-repository.js';

/** The job that pays machine income (`miningSettlement`), whose runs explain a missing day. */
const INCOME_JOB = 'mining-income';

/**
 * "Where is my income": each income day of a started order up to today (and the next one, not due
 * yet), with its payout or why there is none. A day with no payout is explained from the income
 * job's runs since that day began: one that failed on this order, or none at all yet.
 */
export async function orderIncomeDays(
  db: Database,
  memberId: number,
  orderId: number,
  now: Date,
  timeZone: string,
): Promise<{ orderId: number; today: string; days: IncomeDay[] }> {
  const order = await findMemberOrder(db, memberId, orderId);
  if (!order) throw new AppError('not_found');
  const today = businessDate(now, timeZone);
  if (order.started_at === null || order.ends_on === null) return { orderId, today, days: [] };
  const first = addDays(businessDate(new Date(order.started_at), timeZone), 1);
  const soldOn = order.sold_at === null ? null : businessDate(new Date(order.sold_at), timeZone);
  const paid = new Map((await orderPayouts(db, order.id)).map((payout) => [payout.date, payout]));
  const unpaid: string[] = [];
  const dates: string[] = [];
  for (let date = first; date <= order.ends_on && date <= addDays(today, 1); date = addDays(date, 1)) {
    dates.push(date);
    if (!paid.has(date) && date <= today) unpaid.push(date);
  }
  const runs = unpaid.length === 0 ? [] : await jobRunsSince(db, INCOME_JOB, unpaid[0] ?? today);
  const item = `${miningIncomeStore.itemKind}:${order.id}`;
  const days = dates.map((date): IncomeDay => {
    const payout = paid.get(date);
    if (payout) return { date, state: 'paid', amountMinor: payout.amountMinor, paidAt: payout.paidAt };
    const none = { date, amountMinor: null, paidAt: null };
    if (soldOn !== null && date > soldOn) return { ...none, state: 'order_ended' };
    if (date > today) return { ...none, state: 'not_due' };
    const since = runs.filter((run) => run.businessDay >= date && run.state !== 'running');
    const failedHere = since.some((run) => run.failureReasons.some((failure) => failure.item === item));
    return { ...none, state: failedHere ? 'job_failed' : 'job_not_run' };
  });
  return { orderId, today, days };
}
