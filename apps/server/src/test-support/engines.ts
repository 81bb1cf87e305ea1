import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database, type EngineKind } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: EngineKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  engine: EngineKind;
  db: Database;
  /** Opens another handle on the same database, like a second node or a CLI would. */
  reopen(options?: { poolMax?: number }): Database;
  drop(): Promise<void>;
}

/**
 * A fresh database: a temporary SQLite file, or a database of its own in PostgreSQL. Migrated to
 * the latest schema unless `migrated` is false (a migration's own test).
 */
export async function createTestDatabase(
  engine: EngineKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-test-'));
    const file = path.join(dir, 'test.sqlite');
    const db = createDatabase({ kind: 'sqlite', file });
    if (migrated) await migrateToLatest(db);
    return {
      engine,
      db,
      reopen: () => createDatabase({ kind: 'sqlite', file }),
      async drop() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createEmptyPostgres();
  const open = (options: { poolMax?: number } = {}) =>
    createDatabase({ kind: 'postgres', url: scratch.url, poolMax: options.poolMax ?? 20 });
  const db = open();
  if (migrated) await migrateToLatest(db);
  return {
    engine,
    db,
    reopen: open,
    async drop() {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/**
 * An empty PostgreSQL database of its own on TEST_DATABASE_URL's server, and how to drop it; its
 * name starts with `prefix`, so a leftover one says which suite left it.
 */
export async function createEmptyPostgres(prefix = 't'): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // A database of its own, not just a schema: Kysely's migrator introspects every schema of its
  // database, and a schema dropped by a parallel test file mid-introspection fails it.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
