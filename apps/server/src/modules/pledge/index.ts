export { adminMemberPledges } from './pledge-catalogue.js';
export { insertPledgeProduct } from './pledge-repository.js';
export { pledgeRoutes, type PledgeRouteDeps } from './pledge-routes.js';
export { createPledgeService, type PledgeDeps, type PledgeService } from './pledge-service.js';
