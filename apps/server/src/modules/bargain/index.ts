export { bargainAdminRoutes } from './bargain-admin-routes.js';
export { insertEvent } from './bargain-repository.js';
export { bargainRoutes, type BargainRouteDeps } from './bargain-routes.js';
export { createBargainService, type BargainPurchaser, type BargainService } from './bargain-service.js';
export { bargainSettings } from './bargain-settings.js';
