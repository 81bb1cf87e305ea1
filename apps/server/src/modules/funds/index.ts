export { adminMemberHoldings, insertFund, runningFundHoldings } from './funds-repository.js';
export { fundsRoutes } from './funds-routes.js';
export { createFundsService } from './funds-service.js';
