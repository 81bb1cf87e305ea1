import type { adminDashboardSummary, CallResponse } from '@cloudmine/api';

/**
 * The dashboard's summary of a quiet business day that reconciles: for tests that pass through the
 * dashboard and read no more of it than its date.
 */
export function quietDaySummary(businessDate: string): CallResponse<typeof adminDashboardSummary> {
  const none = { count: 0, amountMinor: 0 };
  const wallets = { balanceMinor: 0, teamBalanceMinor: 0, points: 0 };
  return {
    businessDate,
    members: { total: 3, newToday: 1 },
    deposits: { today: none, total: none },
    withdrawals: { today: none, total: none },
    pendingReviews: { withdrawals: none, recharges: none },
    liabilities: { wallets, ledger: wallets, matches: true },
    lastReconcile: null,
  };
}
