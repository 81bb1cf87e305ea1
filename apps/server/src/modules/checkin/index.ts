export { insertCheckin } from './checkin-repository.js';
export { checkinRoutes } from './checkin-routes.js';
export { createCheckinService } from './checkin-service.js';
export { checkinSettings } from './checkin-settings.js';
