import type { Transaction } from 'kysely';
import type { Database } from './database.js';
import { engineOf } from './database.js';
import type { DB } from './schema.js';

export type Trx = Transaction<DB>;
/** A repository function runs on the transaction it is given, or on the database for a lone read. */
export type Executor = Database | Trx;

/** PostgreSQL answers these when two transactions collide; the whole unit of work is retried. */
const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    RETRYABLE_PG_CODES.has(error.code)
  );
}

/**
 * Runs `work` in one transaction. The work must only touch the database: it may run again after a
 * deadlock or serialization failure, so side effects (SMS, HTTP calls) belong after it returns.
 */
export async function inTransaction<T>(db: Database, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
    }
  }
}

/**
 * Locks rows for the rest of the transaction on PostgreSQL. SQLite serializes every write
 * transaction already, so the clause is left out there. `FOR NO KEY UPDATE`, the lock an ordinary
 * UPDATE takes, not `FOR UPDATE`: it still excludes every other locker and writer, but lets other
 * transactions insert rows whose foreign keys point at the locked row (their KEY SHARE check).
 * With `FOR UPDATE` a purchase holding its buyer's member row deadlocked with a team member's
 * purchase posting a rebate to that buyer (src/reliability/purchase-locks.test.ts).
 */
export function forUpdate<QB extends { forNoKeyUpdate(): QB }>(executor: Executor, query: QB): QB {
  return engineOf(executor) === 'postgres' ? query.forNoKeyUpdate() : query;
}
