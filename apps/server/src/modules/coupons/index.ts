export { insertCoupons } from './coupons-repository.js';
export { couponsRoutes } from './coupons-routes.js';
export { createCouponsService, type CouponsService } from './coupons-service.js';
