/** The member's records page: a view of their postings in the ledger. */
export { fundsRecordRoutes } from './funds-record-routes.js';
export { statementRoutes } from './statement-routes.js';
