import type SqliteDatabase from 'better-sqlite3';
import { SelectQueryNode, SqliteDialect, type CompiledQuery, type Driver, type QueryResult } from 'kysely';
import {
  GroupCommitDriver,
  isFull,
  Mutex,
  openGroup,
  type Group,
  type UnitConnection,
} from './group-commit.js';
import { recordGroupCommit, recordGroupCommitWait } from '../metrics/index.js';

/**
 * Group commit for SQLite. With `synchronous=FULL` every COMMIT waits for the disk (milliseconds
 * each), so one commit per request caps money writes at a few hundred a second. Here concurrent
 * transactions run one after another as savepoints inside one shared write transaction, and a
 * single COMMIT makes the whole group durable. No caller hears "committed" before that COMMIT has
 * returned, so a crash loses only unanswered work; a unit that fails rolls back to its savepoint
 * without touching the others. Lone reads go to a second, read-only connection, which sees only
 * committed data and never waits for the writer.
 */
export interface GroupCommitLimits {
  /** Commit once this many units are in the group, so a steady stream cannot postpone it. */
  maxUnits: number;
  /** ...or once the group is this old. */
  maxAgeMs: number;
}

const DEFAULT_LIMITS: GroupCommitLimits = { maxUnits: 64, maxAgeMs: 20 };
const BUSY_TIMEOUT_MS = 5_000;

/** The shared write transaction and the one-at-a-time units inside it. */
class WriteGroups {
  readonly #writer: SqliteDatabase.Database;
  readonly #limits: GroupCommitLimits;
  readonly #lock = new Mutex();
  #group: Group | null = null;
  #commitScheduled = false;

  constructor(writer: SqliteDatabase.Database, limits: GroupCommitLimits) {
    this.#writer = writer;
    this.#limits = limits;
  }

  get writer(): SqliteDatabase.Database {
    return this.#writer;
  }

  /** Starts a unit: waits for the writer, opens a group if none is open, sets the unit's savepoint. */
  async enter(): Promise<Group> {
    const asked = performance.now();
    await this.#lock.lock();
    recordGroupCommitWait('sqlite', performance.now() - asked);
    try {
      if (!this.#group) {
        await this.#beginWhenFree();
        this.#group = openGroup();
      }
      this.#writer.exec('SAVEPOINT unit');
      this.#group.units += 1;
      return this.#group;
    } catch (error) {
      this.#lock.unlock();
      throw error;
    }
  }

  /** Ends the unit that holds the writer; a kept unit resolves once its group is durable. */
  async leave(group: Group, keep: boolean): Promise<void> {
    try {
      if (keep) this.#writer.exec('RELEASE unit');
      else this.#undoUnit(group);
      if (isFull(group, this.#limits)) this.#commit();
    } finally {
      this.#lock.unlock();
      this.#scheduleCommit();
    }
    if (keep) await group.committed;
  }

  /** Commits whatever is open (shutdown). */
  async flush(): Promise<void> {
    await this.#lock.lock();
    try {
      this.#commit();
    } finally {
      this.#lock.unlock();
    }
  }

  /**
   * Another connection to the same file (a second app instance in one process, the CLI) may hold
   * the write lock. SQLite's own busy wait would block the event loop, and with it that other
   * holder's commit, so the writer has no busy timeout and waits here without blocking.
   */
  async #beginWhenFree(): Promise<void> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
      try {
        this.#writer.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  #undoUnit(group: Group): void {
    try {
      this.#writer.exec('ROLLBACK TO unit');
      this.#writer.exec('RELEASE unit');
    } catch (error) {
      // SQLite rolled the whole transaction back itself (disk full, I/O error): the group is lost.
      if (this.#writer.inTransaction) throw error;
      this.#group = null;
      group.settle(error);
    }
  }

  /** After the current event-loop turn, commit unless a unit is running (it will schedule again). */
  #scheduleCommit(): void {
    if (this.#commitScheduled || !this.#group) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      if (!this.#lock.held) this.#commit();
    });
  }

  #commit(): void {
    const group = this.#group;
    if (!group) return;
    this.#group = null;
    try {
      const started = performance.now();
      this.#writer.exec('COMMIT');
      recordGroupCommit('sqlite', group.units, performance.now() - started);
      group.settle();
    } catch (error) {
      if (this.#writer.inTransaction) this.#writer.exec('ROLLBACK');
      group.settle(error);
    }
  }
}

function run(database: SqliteDatabase.Database, compiled: CompiledQuery): QueryResult<unknown> {
  const statement = database.prepare(compiled.sql);
  const parameters = compiled.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

function isRead(compiled: CompiledQuery): boolean {
  return SelectQueryNode.is(compiled.query) || /^\s*select\b/i.test(compiled.sql);
}

/** One Kysely "connection": inside a transaction it is a unit on the writer, otherwise it routes. */
class RoutedConnection implements UnitConnection {
  readonly #groups: WriteGroups;
  readonly #reader: SqliteDatabase.Database;
  #unit: Group | null = null;

  constructor(groups: WriteGroups, reader: SqliteDatabase.Database) {
    this.#groups = groups;
    this.#reader = reader;
  }

  async begin(): Promise<void> {
    this.#unit = await this.#groups.enter();
  }

  async end(keep: boolean): Promise<void> {
    const unit = this.#unit;
    if (!unit) return;
    this.#unit = null;
    await this.#groups.leave(unit, keep);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#unit) return run(this.#groups.writer, compiled) as QueryResult<R>;
    if (isRead(compiled)) return run(this.#reader, compiled) as QueryResult<R>;
    // A write outside any transaction is a unit of its own.
    const unit = await this.#groups.enter();
    let result: QueryResult<R>;
    try {
      result = run(this.#groups.writer, compiled) as QueryResult<R>;
    } catch (error) {
      await this.#groups.leave(unit, false);
      throw error;
    }
    await this.#groups.leave(unit, true);
    return result;
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite');
  }

  release(): void {}
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) over the group-commit driver. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #writer: SqliteDatabase.Database;
  readonly #reader: SqliteDatabase.Database;
  readonly #limits: GroupCommitLimits;

  constructor(writer: SqliteDatabase.Database, reader: SqliteDatabase.Database, limits = DEFAULT_LIMITS) {
    super({ database: writer });
    // The writer waits for the write lock in #beginWhenFree, never in SQLite's blocking busy loop.
    writer.pragma('busy_timeout = 0');
    this.#writer = writer;
    this.#reader = reader;
    this.#limits = limits;
  }

  override createDriver(): Driver {
    const groups = new WriteGroups(this.#writer, this.#limits);
    return new GroupCommitDriver(
      () => new RoutedConnection(groups, this.#reader),
      async () => {
        await groups.flush();
        this.#writer.close();
        this.#reader.close();
      },
    );
  }
}
