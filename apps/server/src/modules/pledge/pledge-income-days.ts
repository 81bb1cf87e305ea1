import type { IncomeDay } from '@cloudmine/api';
import { businessDate } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { incomeDaysOf } from '../investments/index.js';
import { pledgePayoutDays, pledgeRewardsStore } from './pledge-repository.js';

/** "Where is my reward" for a pledge: each day since it began, paid or why not yet. */
export async function pledgeIncomeDaysOf(
  db: Database,
  memberId: number,
  pledgeId: number,
  now: Date,
  timeZone: string,
): Promise<{ pledgeId: number; today: string; days: IncomeDay[] }> {
  const found = await pledgePayoutDays(db, memberId, pledgeId);
  if (!found) throw new AppError('not_found');
  const today = businessDate(now, timeZone);
  const days = await incomeDaysOf(
    db,
    {
      itemKey: `${pledgeRewardsStore.itemKind}:${pledgeId}`,
      job: 'pledge-rewards',
      startedAt: found.openedAt,
      endsOn: found.endsOn,
      endedAt: null,
      payouts: found.payouts,
    },
    today,
    timeZone,
  );
  return { pledgeId, today, days };
}
