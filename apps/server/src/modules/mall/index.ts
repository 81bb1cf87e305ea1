export { adminMemberMachines } from './mall-catalogue.js';
export { cheapestOpenProduct, findProduct, insertProduct, productsByIds } from './mall-repository.js';
export { mallRoutes, type MallRouteDeps } from './mall-routes.js';
export {
  createMallService,
  type MallDeps,
  type MallService,
  type PurchaseAtPriceInput,
} from './mall-service.js';
export { mallSettings } from './mall-settings.js';
