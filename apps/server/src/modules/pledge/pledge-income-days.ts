import type { IncomeDay } from '@cloudmine/api';
import type { Database } from '../../platform/db/database.js';
import { termIncomeDays } from '../investments/index.js';
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
  const paidBy = { itemKey: `${pledgeRewardsStore.itemKind}:${pledgeId}`, job: 'pledge-rewards' };
  return { pledgeId, ...(await termIncomeDays(db, found, paidBy, now, timeZone)) };
}
