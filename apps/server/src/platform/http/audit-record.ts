import type { AuthOperator } from '../auth/principals.js';
import type { Trx } from '../db/transaction.js';

/** What an operator action changed, for the append-only audit log. */
export interface AuditRecord {
  action: string;
  targetKind: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes an action's records, from where and when it was taken, in the action's transaction. The
 * audit log belongs to the admin module; the app hands its writer to the routes (`RouteDeps.audit`),
 * so platform code never reaches into a module.
 */
export type AuditWriter = (
  trx: Trx,
  operator: Pick<AuthOperator, 'id'>,
  context: { ip: string; now: Date },
  records: AuditRecord[],
) => Promise<void>;
