import type { IncomeDay } from '@cloudmine/api';
import { businessDate } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { incomeDaysOf } from '../investments/index.js';
import { fundIncomeStore, holdingPayoutDays } from './funds-repository.js';

/** "Where is my income" for a fund holding: each day since it began, paid or why not yet. */
export async function holdingIncomeDaysOf(
  db: Database,
  memberId: number,
  holdingId: number,
  now: Date,
  timeZone: string,
): Promise<{ holdingId: number; today: string; days: IncomeDay[] }> {
  const found = await holdingPayoutDays(db, memberId, holdingId);
  if (!found) throw new AppError('not_found');
  const today = businessDate(now, timeZone);
  const days = await incomeDaysOf(
    db,
    {
      itemKey: `${fundIncomeStore.itemKind}:${holdingId}`,
      job: 'fund-income',
      startedAt: found.openedAt,
      endsOn: found.endsOn,
      endedAt: null,
      payouts: found.payouts,
    },
    today,
    timeZone,
  );
  return { holdingId, today, days };
}
