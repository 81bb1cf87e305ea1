export { insertCodes } from './redpacks-repository.js';
export { redpacksRoutes, type RedpacksRouteDeps } from './redpacks-routes.js';
export { createRedpacksService, type RedpacksService } from './redpacks-service.js';
