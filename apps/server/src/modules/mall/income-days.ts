import type { IncomeDay } from '@cloudmine/api';
import { businessDate } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { incomeDaysOf } from '../investments/index.js';
import { findMemberOrder, miningIncomeStore, orderPayouts } from './mall-repository.js';

/** The job that pays machine income (`miningSettlement`), whose runs explain a missing day. */
const INCOME_JOB = 'mining-income';

/**
 * "Where is my income" for a machine order: each income day of a started order up to today (and
 * the next one), with its payout or why there is none; days after a sale are the order's end.
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
  const days = await incomeDaysOf(
    db,
    {
      itemKey: `${miningIncomeStore.itemKind}:${order.id}`,
      job: INCOME_JOB,
      startedAt: order.started_at,
      endsOn: order.ends_on,
      endedAt: order.sold_at,
      payouts: order.started_at === null ? [] : await orderPayouts(db, order.id),
    },
    today,
    timeZone,
  );
  return { orderId, today, days };
}
