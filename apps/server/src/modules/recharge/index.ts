/** The recharge module: payment channels, recharge orders, gateway callbacks and the sandbox gateway. */
export { channelNamesJson, insertChannel } from './channels-repository.js';
export { paymentCallbackRoutes } from './payment-callback-routes.js';
export { type PaymentGateway } from './payment-gateway.js';
export { rechargeAdminRoutes } from './recharge-admin-routes.js';
export {
  creditedRechargeTotals,
  findRecharge,
  hasCreditedRecharge,
  pendingManualRechargeTotals,
  rechargesForExport,
} from './recharge-repository.js';
export { rechargeRoutes } from './recharge-routes.js';
export { createRechargeService } from './recharge-service.js';
export { rechargeSettings } from './recharge-settings.js';
export { createSandboxGateway } from './sandbox-gateway.js';
