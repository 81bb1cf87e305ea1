/** The member's earnings view. Owns no tables: figures come from the ledger, holdings from their owners. */
export { earningsRoutes } from './earnings-routes.js';
export { INCOME_TYPES, NOT_INCOME, incomeByDay } from './income-sources.js';
