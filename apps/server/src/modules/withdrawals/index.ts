/** The withdrawals module: members' applications, operators' review, the banned-principal return. */
export { fundPasswordLock, fundPasswordLockKey } from './fund-password-lock.js';
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
