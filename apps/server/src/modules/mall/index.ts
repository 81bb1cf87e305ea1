export { hasBoughtMachine } from './machine-buyers-repository.js';
export {
  adminMemberMachines,
  cheapestOpenProduct,
  findProduct,
  insertProduct,
  productsByIds,
  runningMachines,
} from './mall-repository.js';
export { mallRoutes } from './mall-routes.js';
export { createMallService } from './mall-service.js';
export { mallSettings } from './mall-settings.js';
