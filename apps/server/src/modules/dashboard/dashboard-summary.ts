import type { CallResponse, adminDashboardSummary } from '@cloudmine/api';
import {
  lastReconcileRun,
  memberPostingTotals,
  walletTotals,
  type WalletBalances,
} from '../../ledger/index.js';
import type { Executor } from '../../platform/db/transaction.js';
import { memberCounts } from '../accounts/index.js';
import { creditedRechargeTotals, pendingManualRechargeTotals } from '../recharge/index.js';
import { paidWithdrawalTotals, pendingWithdrawalTotals } from '../withdrawals/index.js';

type Summary = CallResponse<typeof adminDashboardSummary>;

/** Today as an instant range [start, end) of the business day. */
export interface DayRange {
  date: string;
  start: string;
  end: string;
}

function walletSums(totals: WalletBalances): Summary['liabilities']['wallets'] {
  return { balanceMinor: totals.balance, teamBalanceMinor: totals.team_balance, points: totals.points };
}

/** Members' wallets as stored, and as the ledger's member postings add up. */
async function liabilities(db: Executor): Promise<Summary['liabilities']> {
  const wallets = walletSums(await walletTotals(db));
  const ledger = walletSums(await memberPostingTotals(db));
  const matches =
    wallets.balanceMinor === ledger.balanceMinor &&
    wallets.teamBalanceMinor === ledger.teamBalanceMinor &&
    wallets.points === ledger.points;
  return { wallets, ledger, matches };
}

/**
 * Everything the console's home page shows. The dashboard owns no tables: each figure is asked of
 * the module that owns it.
 */
export async function dashboardSummary(db: Executor, day: DayRange): Promise<Summary> {
  return {
    businessDate: day.date,
    members: await memberCounts(db, day.date),
    deposits: {
      today: await creditedRechargeTotals(db, day),
      total: await creditedRechargeTotals(db),
    },
    withdrawals: {
      today: await paidWithdrawalTotals(db, day),
      total: await paidWithdrawalTotals(db),
    },
    pendingReviews: {
      withdrawals: await pendingWithdrawalTotals(db),
      recharges: await pendingManualRechargeTotals(db),
    },
    liabilities: await liabilities(db),
    lastReconcile: await lastReconcileRun(db),
  };
}
