import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, type Dialect } from 'kysely';
import pg from 'pg';
import { watchPool } from '../metrics/index.js';
import type { DB } from './schema.js';
import { GroupCommitPostgresDialect, POSTGRES_GROUP_LIMITS } from './postgres-group-commit.js';
import { GroupCommitSqliteDialect } from './sqlite-group-commit.js';

export type Database = Kysely<DB>;
export type EngineKind = 'sqlite' | 'postgres';

export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax?: number; schema?: string };

const INT8_OID = 20;
const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;

/** bigint columns hold cents, counts and ids: all bounded far inside 2^53, so read them as numbers. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value outside the safe range: ${value}`);
  return n;
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8;
    // Instants travel as ISO strings on both engines.
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
      return (value: string) => new Date(value).toISOString();
    }
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  }) as pg.CustomTypesConfig['getTypeParser'],
};

const STATEMENT_CACHE_SIZE = 1000;
const WRITER_CACHE_KB = 128 * 1024;

/**
 * Kysely prepares every query afresh; preparing is a large share of a small query's cost in SQLite.
 * The same SQL text reuses its prepared statement (queries differ only in parameters).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return new Proxy(database, {
    get(target, property) {
      if (property !== 'prepare') {
        // Native methods must run on the real database object, not on the proxy.
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
          statement = target.prepare(sql);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

function sqliteDialect(file: string): Dialect {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = new SqliteDatabase(file);
  // WAL for concurrent readers; FULL so an answered success survives power loss (DESIGN §4).
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  // 128 MB of pages for the writer (SQLite keeps 2 MB by default): a settlement batch touches a leaf of
  // every per-member index for each of its thousand members, and with 2 MB each one was a read again.
  writer.pragma(`cache_size = -${WRITER_CACHE_KB}`);
  // Lone reads: read-only, so a write routed here by mistake fails at once instead of waiting.
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  return new GroupCommitSqliteDialect(withStatementCache(writer), withStatementCache(reader));
}

/**
 * Group lines per node, from the connections the operator gives a node (DATABASE_POOL_MAX): half of
 * them, 2 to 16. Each line's filling group holds a connection, and two more let groups commit while
 * the next ones fill (a line waits for one when more commit at once), on top of the pool that serves
 * reads (docs/ledger.md).
 */
function groupLines(poolMax: number): number {
  return Math.min(16, Math.max(2, Math.round(poolMax / 2)));
}
/** A node that stops mid-group (hung, partitioned) loses the group instead of holding its locks. */
const GROUP_IDLE_TIMEOUT_MS = 15_000;

function postgresDialect(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Dialect {
  const poolOf = (max: number, settings: string[]) => {
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      types: pgTypes,
      // synchronous_commit=on: a commit returns once it is durable (DESIGN §4).
      options: [
        '-c synchronous_commit=on',
        ...settings,
        target.schema ? `-c search_path=${target.schema}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
    // An idle pooled connection can die (server restart, failover, admin action); the pool drops it
    // and opens another. Without a listener that 'error' event would crash the process.
    pool.on('error', (error) => onIdleConnectionError(error));
    watchPool(pool);
    return pool;
  };
  const poolMax = target.poolMax ?? 10;
  const lines = groupLines(poolMax);
  return new GroupCommitPostgresDialect(
    {
      pool: poolOf(poolMax, []),
      groupPool: poolOf(lines + 2, [`-c idle_in_transaction_session_timeout=${GROUP_IDLE_TIMEOUT_MS}`]),
    },
    { ...POSTGRES_GROUP_LIMITS, lines },
  );
}

let onIdleConnectionError: (error: Error) => void = () => undefined;

/** Where idle-connection errors of PostgreSQL pools are reported (the runtime passes its logger). */
export function reportIdleConnectionErrors(report: (error: Error) => void): void {
  onIdleConnectionError = report;
}

export function createDatabase(target: DatabaseTarget): Database {
  return new Kysely<DB>({
    dialect: target.kind === 'sqlite' ? sqliteDialect(target.file) : postgresDialect(target),
  });
}

export function engineOf(db: { getExecutor(): { adapter: unknown } }): EngineKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
