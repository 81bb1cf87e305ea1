/** Support conversations (docs/member-care.md): `support_*` tables are queried nowhere else. */
export { createSupportService, operatorReply } from './support-service.js';
export { lockTicket } from './support-repository.js';
export { supportRoutes } from './support-routes.js';
export { supportAdminRoutes } from './support-admin-routes.js';
export { supportSettings } from './support-settings.js';
