export { insertCheckin } from './checkin-repository.js';
export { checkinRoutes, type CheckinRouteDeps } from './checkin-routes.js';
export { createCheckinService, type CheckinService, type CheckinStatus } from './checkin-service.js';
export { checkinSettings } from './checkin-settings.js';
