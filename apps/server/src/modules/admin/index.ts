/**
 * The admin module's public surface: operators, their sessions, and the audit log. The app wires
 * `findSessionOperator` and `writeAudit` into the routes' dependencies.
 */
export { adminRoutes } from './admin-routes.js';
export { memberOrdersRoutes } from './member-orders-routes.js';
export { adminSettings } from './admin-settings.js';
export { writeAudit } from './audit-repository.js';
export { createOperatorSession, findSessionOperator } from './operator-sessions-repository.js';
export { findOperatorByUsername } from './operators-repository.js';
export { createOperatorsService } from './operators-service.js';
