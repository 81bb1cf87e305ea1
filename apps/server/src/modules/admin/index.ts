/**
 * The admin module's public surface: operators, their sessions, and the audit log. The app wires
 * `findSessionOperator` and `writeAudit` into the routes' dependencies.
 */
export { adminRoutes } from './admin-routes.js';
export { memberOrdersRoutes } from './member-orders-routes.js';
export { adminSettings } from './admin-settings.js';
export { writeAudit } from './audit-repository.js';
export {
  createOperatorSession,
  findSessionOperator,
  revokeOperatorSession,
  revokeOperatorSessions,
} from './operator-sessions-repository.js';
export { findOperatorByUsername, type OperatorRow } from './operators-repository.js';
export { createOperatorsService, type NewOperator, type OperatorsService } from './operators-service.js';
