export { adminMemberPledges } from './pledge-catalogue.js';
export { insertPledgeProduct } from './pledge-repository.js';
export { pledgeRoutes } from './pledge-routes.js';
export { createPledgeService } from './pledge-service.js';
export { runningPledges } from './running-pledges.js';
