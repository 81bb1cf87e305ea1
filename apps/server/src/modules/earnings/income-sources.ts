import { FUND_RECORD_TYPES, type BySource, type EarningSource, type FundRecordType } from '@cloudmine/api';
import { EARLIER, type DaySum } from '../../ledger/index.js';

/**
 * Which postings are a member's income, by source: the daily income of machines (6), pledges (9) and
 * funds (23), and team rebates (7). Some postings of those types are not income: the principal that
 * pledges and funds give back with their last day, and the amount put into a fund (type 23, negative);
 * their reference kinds are left out.
 */
export const SOURCE_OF_TYPE: ReadonlyMap<number, EarningSource> = new Map<number, EarningSource>([
  [FUND_RECORD_TYPES.mining_income, 'mining'],
  [FUND_RECORD_TYPES.staking_reward, 'pledge'],
  [FUND_RECORD_TYPES.fund_income, 'fund'],
  [FUND_RECORD_TYPES.team_rebate, 'team'],
]);

export const INCOME_TYPES: readonly FundRecordType[] = [
  FUND_RECORD_TYPES.mining_income,
  FUND_RECORD_TYPES.staking_reward,
  FUND_RECORD_TYPES.fund_income,
  FUND_RECORD_TYPES.team_rebate,
];

export const NOT_INCOME: readonly string[] = ['pledge_principal', 'fund_principal', 'fund_investment'];

export function noIncome(): BySource {
  return { mining: 0, pledge: 0, fund: 0, team: 0 };
}

export function sumOf(sources: BySource): number {
  return sources.mining + sources.pledge + sources.fund + sources.team;
}

/** Day sums spread into one `BySource` per day of `dates` (zeros where nothing was paid), and earlier. */
export function incomeByDay(
  dates: readonly string[],
  sums: readonly DaySum[],
): { days: Map<string, BySource>; earlier: BySource } {
  const days = new Map(dates.map((date) => [date, noIncome()]));
  const earlier = noIncome();
  for (const sum of sums) {
    const source = SOURCE_OF_TYPE.get(sum.type);
    const into = sum.date === EARLIER ? earlier : days.get(sum.date);
    if (source && into) into[source] += sum.total;
  }
  return { days, earlier };
}
