import type pg from 'pg';
import {
  CompiledQuery,
  PostgresDialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import {
  GroupCommitDriver,
  isFull,
  Mutex,
  openGroup,
  unitAffinity,
  type Group,
  type UnitConnection,
} from './group-commit.js';
import { recordGroupCommit, recordGroupCommitWait } from '../metrics/index.js';
import { statementName } from './statement-names.js';

/**
 * Group commit for PostgreSQL. With `synchronous_commit=on` a transaction's row locks last until its
 * COMMIT has waited for the WAL flush, so writes to one hot row (a wallet, a counter) run at one
 * flush each. Here concurrent transactions run one after another as savepoints of one transaction on
 * one connection, and a single COMMIT makes the whole group durable: a hot row is locked once per
 * group. Nobody hears "committed" before that COMMIT has returned; a unit that fails rolls back to its
 * savepoint alone; if the COMMIT fails, every unit of the group gets the error.
 *
 * A few groups fill at once per node (`lines`), each on a connection of its own, and a unit joins
 * the least busy. One line alone would run a node's units strictly one after another, each statement
 * a round trip that also waits its turn in the event loop: far slower than the pool's parallel
 * transactions for units that share no row. Units that do share a hot row still batch: while one
 * line's group holds the row, the other lines' units that need it wait for that group's COMMIT and
 * then take it once for their own group. While a group commits, the next one of its line already
 * fills on another connection (the group pool bounds how many connections there are).
 *
 * Other groups (of other lines or nodes) can hold what a unit needs. The first unit of a group holds
 * nothing else, so it may wait long (`firstLockWaitMs`; PostgreSQL's deadlock detector breaks true
 * cycles). A later unit waits only `joinedLockWaitMs`: a cycle between two groups, each holding what
 * the other's next unit wants, then ends quickly. Such a unit fails with `55P03` (retried by
 * `inTransaction`), and its group commits at once, releasing its locks, before another unit joins.
 *
 * Reads outside a transaction, and transactions that state an isolation level or access mode (long
 * batch work that should not hold up the group), run on the ordinary pool, on a connection of their
 * own. Writes outside a transaction do too: each is its own durable transaction there.
 */
export interface PostgresGroupCommitLimits {
  /** Groups filling at once per node, each on its own connection; a unit joins the least busy. */
  lines: number;
  /** Commit once this many units are in the group. Below 64: PostgreSQL caches 64 subtransactions
   * per backend, and more make every snapshot in the cluster slower while the group is open. */
  maxUnits: number;
  /** ...or once the group is this old. */
  maxAgeMs: number;
  /** How long the first unit of a group waits for a lock (a holder that hung, not one that works). */
  firstLockWaitMs: number;
  /** How long a later unit waits for a lock before its group commits without it. */
  joinedLockWaitMs: number;
}

export const POSTGRES_GROUP_LIMITS: PostgresGroupCommitLimits = {
  lines: 4,
  maxUnits: 48,
  maxAgeMs: 20,
  firstLockWaitMs: 30_000,
  joinedLockWaitMs: 100,
};

/** A lock wait given up: `lock_timeout`, or PostgreSQL's deadlock detector choosing this unit. */
const LOCK_WAIT_LOST = new Set(['55P03', '40P01']);
/** A statement sent after one that failed in the same (sub)transaction. */
const IN_FAILED_TRANSACTION = '25P02';
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** FNV-1a: spreads owners evenly over the lines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

async function run(client: pg.ClientBase, compiled: CompiledQuery): Promise<QueryResult<unknown>> {
  const values = [...compiled.parameters];
  const name = statementName(compiled.sql);
  const result = await client.query(
    name === undefined ? { text: compiled.sql, values } : { name, text: compiled.sql, values },
  );
  return {
    rows: result.rows,
    numAffectedRows: COUNTED_COMMANDS.has(result.command) ? BigInt(result.rowCount ?? 0) : undefined,
  };
}

/**
 * A checked-out pg client has no 'error' listener of its own: a connection lost between two
 * statements would crash the process. The next statement on it fails instead, which is what fails
 * the unit or the group.
 */
async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; release(error?: Error): void }> {
  const client = await pool.connect();
  const ignore = () => undefined;
  client.on('error', ignore);
  return {
    client,
    release(error) {
      // Released with an error, the client is being closed and may still report errors meanwhile.
      if (!error) client.removeListener('error', ignore);
      client.release(error);
    },
  };
}

interface PgGroup extends Group {
  client: pg.PoolClient;
  release(error?: Error): void;
  /** Units that kept their work: while none has, the group holds no lock of anyone's. */
  kept: number;
  lockWaitMs: number | null;
  /** The next unit's savepoint is already set, in the round trip that ended the unit before. */
  armed: boolean;
}

/** The group being filled on this node, and the groups still committing. */
class GroupLine {
  readonly #pool: pg.Pool;
  readonly #limits: PostgresGroupCommitLimits;
  readonly #lock = new Mutex();
  readonly #commits = new Set<Promise<void>>();
  #group: PgGroup | null = null;
  #commitScheduled = false;

  constructor(pool: pg.Pool, limits: PostgresGroupCommitLimits) {
    this.#pool = pool;
    this.#limits = limits;
  }

  /** Units running or waiting on this line. */
  get queued(): number {
    return this.#lock.queued;
  }

  /** Starts a unit: waits for its turn, opens a group if none is filling, sets the unit's savepoint. */
  async enter(): Promise<PgGroup> {
    const asked = performance.now();
    await this.#lock.lock();
    recordGroupCommitWait('postgres', performance.now() - asked);
    let group = this.#group;
    if (group?.armed) {
      group.armed = false;
      group.units += 1;
      return group;
    }
    try {
      const opening = group === null;
      group ??= this.#group = {
        ...openGroup(),
        ...(await checkOut(this.#pool)),
        kept: 0,
        lockWaitMs: null,
        armed: false,
      };
      const next = this.#nextSavepoint(group, group.kept);
      await group.client.query([...(opening ? ['BEGIN'] : []), ...next.statements].join('; '));
      group.lockWaitMs = next.lockWaitMs;
      group.units += 1;
      return group;
    } catch (error) {
      if (group) this.#abandon(group, error);
      this.#lock.unlock();
      throw error;
    }
  }

  /** Ends the unit that holds the turn; a kept unit resolves once its group is durable. */
  async leave(group: PgGroup, keep: boolean, lostLockWait: boolean): Promise<void> {
    let refusal: Error | undefined;
    // A unit waits for its turn and will join this group: its savepoint is set in the round trip that
    // ends this unit, one round trip fewer per unit. Should the group commit after all (it grew old
    // meanwhile), that savepoint is committed empty and the waiting unit opens the next group.
    const armNext = this.#lock.queued > 1 && !lostLockWait && !isFull(group, this.#limits);
    try {
      if (keep) refusal = await this.#release(group, armNext);
      else await this.#rollBack(group, armNext);
      if (keep && refusal === undefined) group.kept += 1;
      // A unit that gave up a lock wait: commit before another unit joins and meets the same holder.
      if (lostLockWait || isFull(group, this.#limits)) this.#commit(group);
    } catch (error) {
      // The connection or the transaction is lost: so is every unit of the group.
      this.#abandon(group, error);
    } finally {
      this.#lock.unlock();
      this.#scheduleCommit();
    }
    if (refusal !== undefined) throw refusal;
    if (keep) await group.committed;
  }

  /** Commits whatever is filling and waits for every commit in flight (shutdown). */
  async flush(): Promise<void> {
    await this.#lock.lock();
    try {
      if (this.#group) this.#commit(this.#group);
    } finally {
      this.#lock.unlock();
    }
    await Promise.allSettled([...this.#commits]);
  }

  /**
   * Keeps the unit's work. A unit that went on after one of its statements failed (and so finds its
   * savepoint aborted) is rolled back alone and gets that failure, as a lone transaction would.
   */
  async #release(group: PgGroup, armNext: boolean): Promise<Error | undefined> {
    try {
      const next = armNext ? this.#nextSavepoint(group, group.kept + 1) : null;
      await group.client.query(['RELEASE SAVEPOINT unit', ...(next?.statements ?? [])].join('; '));
      if (next) {
        group.lockWaitMs = next.lockWaitMs;
        group.armed = true;
      }
      return undefined;
    } catch (error) {
      // The failed RELEASE ran alone: a query's statements after a failed one are not run.
      if (codeOf(error) !== IN_FAILED_TRANSACTION) throw error;
      await group.client.query('ROLLBACK TO SAVEPOINT unit; RELEASE SAVEPOINT unit');
      return asError(error);
    }
  }

  /** Undoes the unit's work; ROLLBACK TO keeps the savepoint, so the next unit can work in it. */
  async #rollBack(group: PgGroup, armNext: boolean): Promise<void> {
    await group.client.query(
      armNext ? 'ROLLBACK TO SAVEPOINT unit' : 'ROLLBACK TO SAVEPOINT unit; RELEASE SAVEPOINT unit',
    );
    // The lock wait stays: the count of kept units did not change.
    group.armed = armNext;
  }

  /**
   * What starts a unit in `group` once `kept` units have kept their work: its lock wait, set outside
   * the unit's savepoint so rolling the unit back does not undo it (only when it changes), then the
   * savepoint.
   */
  #nextSavepoint(group: PgGroup, kept: number): { statements: string[]; lockWaitMs: number } {
    const lockWaitMs = kept === 0 ? this.#limits.firstLockWaitMs : this.#limits.joinedLockWaitMs;
    const statements = lockWaitMs === group.lockWaitMs ? [] : [`SET LOCAL lock_timeout = ${lockWaitMs}`];
    return { statements: [...statements, 'SAVEPOINT unit'], lockWaitMs };
  }

  /** After the current event-loop turn, commit unless a unit is running (it will schedule again). */
  #scheduleCommit(): void {
    if (this.#commitScheduled || !this.#group) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      if (!this.#lock.held && this.#group) this.#commit(this.#group);
    });
  }

  /** Sends the group's COMMIT; the next unit opens a new group meanwhile, on another connection. */
  #commit(group: PgGroup): void {
    if (this.#group === group) this.#group = null;
    const done = (async () => {
      try {
        const started = performance.now();
        const result = await group.client.query('COMMIT');
        // COMMIT of a transaction that failed answers ROLLBACK instead of an error.
        if (result.command !== 'COMMIT') throw new Error(`group commit answered ${result.command}`);
        recordGroupCommit('postgres', group.units, performance.now() - started);
      } catch (error) {
        group.release(asError(error));
        group.settle(error);
        return;
      }
      group.release();
      group.settle();
    })();
    this.#commits.add(done);
    void done.finally(() => this.#commits.delete(done));
  }

  /** Drops a group whose transaction is lost: the server rolls back what the connection held. */
  #abandon(group: PgGroup, error: unknown): void {
    if (this.#group === group) this.#group = null;
    group.release(asError(error));
    group.settle(error);
  }
}

/**
 * One Kysely "connection": inside a grouped transaction a unit on the group's connection; otherwise
 * a pooled connection of its own, taken at its first statement and held until Kysely releases it
 * (so `db.connection()` keeps one session, e.g. for session-level advisory locks).
 */
class RoutedConnection implements UnitConnection {
  readonly #lines: readonly GroupLine[];
  readonly #pool: pg.Pool;
  #unit: { group: PgGroup; line: GroupLine } | null = null;
  #lostLockWait = false;
  #own: Awaited<ReturnType<typeof checkOut>> | null = null;
  #alone = false;

  constructor(lines: readonly GroupLine[], pool: pg.Pool) {
    this.#lines = lines;
    this.#pool = pool;
  }

  async begin(settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      const mode = [
        settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
        settings.accessMode,
      ];
      await this.executeQuery(CompiledQuery.raw(['start transaction', ...mode].filter(Boolean).join(' ')));
      this.#alone = true;
      return;
    }
    this.#lostLockWait = false;
    const line = this.#lineFor(unitAffinity.getStore());
    this.#unit = { group: await line.enter(), line };
  }

  async end(keep: boolean): Promise<void> {
    if (this.#alone) {
      this.#alone = false;
      const result = await (await this.#ownClient()).query(keep ? 'COMMIT' : 'ROLLBACK');
      if (keep && result.command !== 'COMMIT') throw new Error(`commit answered ${result.command}`);
      return;
    }
    const unit = this.#unit;
    if (!unit) return;
    this.#unit = null;
    await unit.line.leave(unit.group, keep, this.#lostLockWait);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const unit = this.#unit;
    if (!unit) return (await run(await this.#ownClient(), compiled)) as QueryResult<R>;
    try {
      return (await run(unit.group.client, compiled)) as QueryResult<R>;
    } catch (error) {
      if (LOCK_WAIT_LOST.has(codeOf(error) ?? '')) this.#lostLockWait = true;
      throw error;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used');
  }

  release(): void {
    this.#own?.release();
    this.#own = null;
  }

  /** One owner's units share a line; others take the least busy (the first of several idle ones). */
  #lineFor(affinity: string | undefined): GroupLine {
    const lines = this.#lines;
    const owners = affinity === undefined ? undefined : lines[hashOf(affinity) % lines.length];
    return owners ?? lines.reduce((best, candidate) => (candidate.queued < best.queued ? candidate : best));
  }

  async #ownClient(): Promise<pg.PoolClient> {
    this.#own ??= await checkOut(this.#pool);
    return this.#own.client;
  }
}

/**
 * `pool` serves lone statements and transactions that run alone; `groupPool` holds the group
 * connections (one filling, the others committing), so its size bounds the groups in flight.
 */
export class GroupCommitPostgresDialect extends PostgresDialect {
  readonly #pool: pg.Pool;
  readonly #groupPool: pg.Pool;
  readonly #limits: PostgresGroupCommitLimits;

  constructor(pools: { pool: pg.Pool; groupPool: pg.Pool }, limits = POSTGRES_GROUP_LIMITS) {
    super({ pool: pools.pool });
    this.#pool = pools.pool;
    this.#groupPool = pools.groupPool;
    this.#limits = limits;
  }

  override createDriver(): Driver {
    const lines = Array.from(
      { length: this.#limits.lines },
      () => new GroupLine(this.#groupPool, this.#limits),
    );
    return new GroupCommitDriver(
      () => new RoutedConnection(lines, this.#pool),
      async () => {
        await Promise.all(lines.map((line) => line.flush()));
        await Promise.all([this.#pool.end(), this.#groupPool.end()]);
      },
    );
  }
}
