import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely';

/**
 * What the SQLite and PostgreSQL group-commit drivers share: units take turns on one connection
 * (`Mutex`), every unit of a group waits on one promise that settles once the group's COMMIT has
 * returned (`openGroup`), and the Kysely driver that turns each transaction into a unit
 * (`GroupCommitDriver`).
 */
/** Whose transaction is starting (`inTransaction`'s `affinity`): the driver may group by it. */
export const unitAffinity = new AsyncLocalStorage<string>();

export class Mutex {
  #held = false;
  #waiters: (() => void)[] = [];

  get held(): boolean {
    return this.#held;
  }

  /** The holder and those waiting. */
  get queued(): number {
    return this.#waiters.length + (this.#held ? 1 : 0);
  }

  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  /** Hands the lock straight to the next waiter, if any. */
  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

export interface Group {
  startedAt: number;
  units: number;
  /** Resolves once the group's COMMIT has returned; rejects with what made the group fail. */
  committed: Promise<void>;
  settle(error?: unknown): void;
}

export function openGroup(): Group {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const committed = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A group with no waiting unit may fail to commit; that must not become an unhandled rejection.
  committed.catch(() => undefined);
  return {
    startedAt: Date.now(),
    units: 0,
    committed,
    settle: (error) => (error === undefined ? resolve() : reject(error)),
  };
}

/** Whether a group has reached its size or age limit and should commit now. */
export function isFull(group: Group, limits: { maxUnits: number; maxAgeMs: number }): boolean {
  return group.units >= limits.maxUnits || Date.now() - group.startedAt >= limits.maxAgeMs;
}

/** A Kysely connection whose transactions are units of a group and whose other statements route. */
export interface UnitConnection extends DatabaseConnection {
  begin(settings: TransactionSettings): Promise<void>;
  /** Ends the unit: `keep` resolves once its group is durable. */
  end(keep: boolean): Promise<void>;
  release(): void;
}

export class GroupCommitDriver implements Driver {
  readonly #connect: () => UnitConnection;
  readonly #close: () => Promise<void>;

  /** `close` commits what is open and closes the engine's connections. */
  constructor(connect: () => UnitConnection, close: () => Promise<void>) {
    this.#connect = connect;
    this.#close = close;
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.#connect());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as UnitConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as UnitConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as UnitConnection).end(false);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as UnitConnection).release();
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    return this.#close();
  }
}
