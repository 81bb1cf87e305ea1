export { insertCodes } from './redpacks-repository.js';
export { redpacksRoutes } from './redpacks-routes.js';
export { createRedpacksService } from './redpacks-service.js';
