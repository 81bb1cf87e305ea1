export { adminMemberHoldings } from './funds-catalogue.js';
export { insertFund } from './funds-repository.js';
export { fundsRoutes, type FundsRouteDeps } from './funds-routes.js';
export { createFundsService, fundAmount, type FundsDeps, type FundsService } from './funds-service.js';
