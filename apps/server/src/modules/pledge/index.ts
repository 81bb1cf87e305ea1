export { adminMemberPledges, insertPledgeProduct, runningPledges } from './pledge-repository.js';
export { pledgeRoutes } from './pledge-routes.js';
export { createPledgeService } from './pledge-service.js';
