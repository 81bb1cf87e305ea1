export { bargainAdminRoutes } from './bargain-admin-routes.js';
export { insertEvent } from './bargain-repository.js';
export { bargainRoutes } from './bargain-routes.js';
export { createBargainService } from './bargain-service.js';
export { bargainSettings } from './bargain-settings.js';
