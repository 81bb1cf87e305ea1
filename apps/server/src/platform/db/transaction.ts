import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';
import { engineOf } from './database.js';
import { unitAffinity } from './group-commit.js';
import type { DB } from './schema.js';

export type Trx = Transaction<DB>;
/** A repository function runs on the transaction it is given, or on the database for a lone read. */
export type Executor = Database | Trx;

/**
 * PostgreSQL answers these when two transactions collide; the whole unit of work is retried.
 * `55P03` is a lock wait given up by a unit of a group (`postgres-group-commit.ts`): its group has
 * committed without it, so the retry meets the lock's holder with nothing of its own held.
 */
const RETRYABLE_PG_CODES = new Set(['40001', '40P01', '55P03']);
const MAX_ATTEMPTS = 6;

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
 *
 * `alone`: long batch work (thousands of rows in a few statements) runs in a transaction of its
 * own on PostgreSQL instead of as a unit of a group commit, so it does not hold up the members'
 * units queued behind it. SQLite has one writer either way.
 *
 * `affinity`: whose work it is (`member:12`). On PostgreSQL one owner's transactions join the same
 * group line, so a member's hot rows (their wallet, their member row) are batched in one group
 * instead of passed between lines.
 */
export async function inTransaction<T, S = DB>(
  db: Kysely<S>,
  work: (trx: Transaction<S>) => Promise<T>,
  options: { alone?: boolean; affinity?: string } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const transaction = db.transaction();
      // A transaction that states its isolation level runs alone (postgres-group-commit.ts).
      const run = () =>
        (options.alone ? transaction.setIsolationLevel('read committed') : transaction).execute(work);
      return await (options.affinity === undefined ? run() : unitAffinity.run(options.affinity, run));
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
