/** The withdrawals module: members' applications, operators' review, the banned-principal return. */
export { withdrawalSettings } from './withdrawal-settings.js';
export {
  cardHasWithdrawalUnderReview,
  clearDailyCounts,
  paidWithdrawalTotals,
  pendingWithdrawalTotals,
  withdrawalsForExport,
} from './withdrawals-repository.js';
export { withdrawalsAdminRoutes } from './withdrawals-admin-routes.js';
export { withdrawalsRoutes } from './withdrawals-routes.js';
export { createWithdrawalsService } from './withdrawals-service.js';
