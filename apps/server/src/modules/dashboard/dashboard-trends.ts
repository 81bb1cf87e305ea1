import {
  FUND_RECORD_TYPES,
  type CallResponse,
  type TrendDay,
  type adminDashboardTrends,
} from '@cloudmine/api';
import {
  activeMembersByDay,
  EARLIER,
  postingSumsByDay,
  walletChangesByDay,
  type DayRange,
} from '../../ledger/index.js';
import type { Executor } from '../../platform/db/transaction.js';
import { newMembersByDay } from '../accounts/index.js';
import { INCOME_TYPES, incomeByDay, NOT_INCOME } from '../earnings/index.js';

type Trends = CallResponse<typeof adminDashboardTrends>;

const { recharge, withdrawal, withdrawal_rejected: rejected } = FUND_RECORD_TYPES;

/** Deposits, withdrawals (net of refunds on rejection) and net flow per day: one query of postings. */
async function flowByDay(db: Executor, range: DayRange) {
  const sums = await postingSumsByDay(db, range, { types: [recharge, withdrawal, rejected] });
  const flow = new Map(range.buckets.map((bucket) => [bucket.date, { deposits: 0, withdrawals: 0 }]));
  for (const sum of sums) {
    const day = flow.get(sum.date);
    if (!day) continue;
    // Withdrawals are debits (negative); a rejected one comes back as a credit of type 24.
    if (sum.type === recharge) day.deposits += sum.total;
    else day.withdrawals -= sum.total;
  }
  return flow;
}

/** What members' wallets held at the end of each day: earlier history plus a running sum. */
async function liabilitiesByDay(db: Executor, range: DayRange) {
  const changes = await walletChangesByDay(db, range);
  const running = { balance: 0, team_balance: 0, points: 0 };
  for (const change of changes) if (change.date === EARLIER) running[change.wallet] += change.total;
  const byDay = new Map<string, TrendDay['liabilities']>();
  for (const bucket of range.buckets) {
    for (const change of changes) if (change.date === bucket.date) running[change.wallet] += change.total;
    byDay.set(bucket.date, {
      balanceMinor: running.balance,
      teamBalanceMinor: running.team_balance,
      points: running.points,
    });
  }
  return byDay;
}

/**
 * The dashboard's trends over the days of `range`: each chart is one grouped query of the module that
 * owns its figures (the ledger for money, accounts for registrations), none is kept twice.
 */
export async function dashboardTrends(db: Executor, range: DayRange & { today: string }): Promise<Trends> {
  const dates = range.buckets.map((bucket) => bucket.date);
  const flow = await flowByDay(db, range);
  const registered = await newMembersByDay(db, dates[0] ?? range.today, range.today);
  const active = await activeMembersByDay(db, range, INCOME_TYPES);
  const income = incomeByDay(
    dates,
    await postingSumsByDay(db, range, { types: INCOME_TYPES, excludeReferenceKinds: NOT_INCOME }),
  ).days;
  const liabilities = await liabilitiesByDay(db, range);
  const zero = { balanceMinor: 0, teamBalanceMinor: 0, points: 0 };
  return {
    businessDate: range.today,
    days: dates.map((date) => {
      const money = flow.get(date) ?? { deposits: 0, withdrawals: 0 };
      return {
        date,
        depositsMinor: money.deposits,
        withdrawalsMinor: money.withdrawals,
        netFlowMinor: money.deposits - money.withdrawals,
        newMembers: registered.get(date) ?? 0,
        activeMembers: active.get(date) ?? 0,
        income: income.get(date) ?? { mining: 0, pledge: 0, fund: 0, team: 0 },
        liabilities: liabilities.get(date) ?? zero,
      };
    }),
  };
}
