export { insertCoupons } from './coupons-repository.js';
export { couponsRoutes, type CouponsRouteDeps } from './coupons-routes.js';
export { createCouponsService, type CouponsService, type RedeemInput } from './coupons-service.js';
