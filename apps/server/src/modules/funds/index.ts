export { adminMemberHoldings } from './funds-catalogue.js';
export { insertFund } from './funds-repository.js';
export { fundsRoutes } from './funds-routes.js';
export { createFundsService } from './funds-service.js';
export { runningFundHoldings } from './running-fund-holdings.js';
