export { adminMemberMachines } from './mall-catalogue.js';
export { hasBoughtMachine } from './machine-buyers-repository.js';
export { cheapestOpenProduct, findProduct, insertProduct, productsByIds } from './mall-repository.js';
export { mallRoutes } from './mall-routes.js';
export { createMallService } from './mall-service.js';
export { mallSettings } from './mall-settings.js';
export { runningMachines } from './running-machines.js';
