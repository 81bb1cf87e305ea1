import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { hasRow } from '../platform/db/row-queries.js';
import { parseStoredJson } from '../platform/db/stored-json.js';
import { preparedQuery } from '../platform/db/prepared-query.js';
import { inTransaction, type Executor, type Trx } from '../platform/db/transaction.js';
import { AppError, invariant } from '../platform/errors.js';

/** JSON with sorted keys, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(call: string, payload: unknown): string {
  return createHash('sha256').update(call).update('\n').update(stableJson(payload)).digest('hex');
}

/** Claims (owner, key) for this request; no row when it was claimed already. Built once: it is hot. */
const claimKey = preparedQuery((db: Executor, owner: string, key: string, hash: string, createdAt: string) =>
  db
    .insertInto('idempotency_keys')
    .values({ owner, key, request_hash: hash, response_json: null, created_at: createdAt })
    .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
    .returning('id'),
);

/** Stores a claimed key's first answer. */
const storeAnswer = preparedQuery((db: Executor, answer: string, id: number) =>
  db.updateTable('idempotency_keys').set({ response_json: answer }).where('id', '=', id),
);

/**
 * Runs a money-moving unit of work at most once per (owner, key), the owner being a member or an
 * operator (`member:<id>`, `operator:<id>`). The key row is written in the
 * same transaction as the money, so either both land or neither does:
 * - same key, same request: the first answer again, nothing moves;
 * - same key, different request: refused with `idempotency_conflict`;
 * - a refusal (AppError) rolls the key back with everything else, so a retry runs afresh.
 * `answer` is the schema of what `work` answers: the stored first answer is read back through it.
 */
export async function runOnce<S extends z.ZodType>(
  db: Database,
  scope: { owner: string; key: string; call: string; payload: unknown; now: Date; answer: S },
  work: (trx: Trx) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const hash = requestHash(scope.call, scope.payload);
  // One owner's money calls share a group line on PostgreSQL: their hot rows batch in one group.
  const ownersTransaction = <T>(unit: (trx: Trx) => Promise<T>) =>
    inTransaction(db, unit, { affinity: scope.owner });
  return ownersTransaction(async (trx) => {
    const [claimed] = await claimKey(trx, scope.owner, scope.key, hash, scope.now.toISOString());

    if (!claimed) {
      // On PostgreSQL the insert waited for the first holder to commit, so its answer is visible now.
      const existing = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response_json'])
        .where('owner', '=', scope.owner)
        .where('key', '=', scope.key)
        .executeTakeFirstOrThrow();
      if (existing.request_hash !== hash) throw new AppError('idempotency_conflict');
      invariant(existing.response_json !== null, 'a committed idempotency key has its answer');
      return parseStoredJson(scope.answer, existing.response_json, 'idempotency_keys.response_json');
    }

    const result = await work(trx);
    await storeAnswer(trx, JSON.stringify(result ?? null), claimed.id);
    return result;
  });
}

/**
 * `runOnce` for a member's own money call: keyed by the member (`member:<id>`), hashed under the
 * call's path and answered through the call's response schema.
 */
export function runOnceForMember<S extends z.ZodType>(
  db: Database,
  request: {
    memberId: number;
    key: string;
    call: { path: string; response: S };
    payload: unknown;
    now: Date;
  },
  work: (trx: Trx) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const { memberId, key, call, payload, now } = request;
  return runOnce(
    db,
    { owner: `member:${memberId}`, key, call: call.path, payload, now, answer: call.response },
    work,
  );
}

/** Whether the key already holds a committed answer: a retry then skips the checks before `runOnce`. */
export async function isAnswered(db: Database, owner: string, key: string): Promise<boolean> {
  return hasRow(
    db.selectFrom('idempotency_keys').select('id').where('owner', '=', owner).where('key', '=', key),
  );
}
