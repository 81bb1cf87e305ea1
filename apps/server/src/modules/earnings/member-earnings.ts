import type { CallResponse, EarningHolding, Language, memberEarnings } from '@cloudmine/api';
import { postingSumsByDay } from '../../ledger/index.js';
import { businessDayStart, lastBusinessDays } from '../../platform/business-time.js';
import type { Executor } from '../../platform/db/transaction.js';
import { runningFundHoldings } from '../funds/index.js';
import { runningMachines } from '../mall/index.js';
import { runningPledges } from '../pledge/index.js';
import { INCOME_TYPES, incomeByDay, noIncome, NOT_INCOME, sumOf } from './income-sources.js';

type Earnings = CallResponse<typeof memberEarnings>;

/**
 * A member's income per business day and source over the last `count` days, with all-time totals:
 * one query over the member's postings, grouped by the database (the earlier history as one row per
 * type), so every figure is a sum of postings and none is kept twice.
 */
export async function memberEarningsOf(
  db: Executor,
  memberId: number,
  input: { now: Date; count: number; timeZone: string },
): Promise<Earnings> {
  const range = lastBusinessDays(input.now, input.count, input.timeZone);
  const sums = await postingSumsByDay(db, range, {
    types: INCOME_TYPES,
    memberId,
    excludeReferenceKinds: NOT_INCOME,
    withEarlier: true,
  });
  const { days, earlier } = incomeByDay(
    range.buckets.map((bucket) => bucket.date),
    sums,
  );
  const rangeTotals = noIncome();
  const allTimeTotals = { ...earlier };
  const list = [...days].map(([date, income]) => {
    for (const source of ['mining', 'pledge', 'fund', 'team'] as const) {
      rangeTotals[source] += income[source];
      allTimeTotals[source] += income[source];
    }
    return { date, ...income };
  });
  const today = days.get(range.today) ?? noIncome();
  return {
    businessDate: range.today,
    timeZone: input.timeZone,
    days: list,
    rangeTotals,
    todayMinor: sumOf(today),
    totalMinor: sumOf(allTimeTotals),
    allTimeTotals,
  };
}

/**
 * The member's running machines, pledges and fund holdings, each asked of its owner; the next income
 * is due when its business day starts (the settlement job pays it on its first run that day).
 */
export async function memberHoldingsOf(
  db: Executor,
  memberId: number,
  input: { language: Language; timeZone: string },
): Promise<EarningHolding[]> {
  const held = [
    ...(await runningMachines(db, memberId, input.language)),
    ...(await runningPledges(db, memberId, input.language)),
    ...(await runningFundHoldings(db, memberId, input.language)),
  ];
  return held.map(({ nextDate, ...holding }) => ({
    ...holding,
    nextPaymentAt: nextDate === null ? null : businessDayStart(nextDate, input.timeZone).toISOString(),
  }));
}
