import type { IncomeDay } from '@cloudmine/api';
import type { Database } from '../../platform/db/database.js';
import { termIncomeDays } from '../investments/index.js';
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
  const paidBy = { itemKey: `${fundIncomeStore.itemKind}:${holdingId}`, job: 'fund-income' };
  return { holdingId, ...(await termIncomeDays(db, found, paidBy, now, timeZone)) };
}
