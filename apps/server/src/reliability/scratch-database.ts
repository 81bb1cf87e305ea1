import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget, EngineKind } from '../platform/db/database.js';

/**
 * A fresh database that server processes can share: a data directory holding the SQLite file (and
 * the SMS outbox), plus a database of its own on PostgreSQL (TEST_DATABASE_URL), as engines.ts
 * does for in-process tests. `env` is what a server process needs to open it.
 */
export interface ScratchDatabase {
  engine: EngineKind;
  dataDir: string;
  target: DatabaseTarget;
  env: { DATA_DIR: string; DATABASE_URL: string };
  drop(): Promise<void>;
}

export async function createScratchDatabase(engine: EngineKind): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-reliability-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      target: { kind: 'sqlite', file: path.join(dataDir, 'cloudmine.sqlite') },
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: () => Promise.resolve(removeDir()),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    target: { kind: 'postgres', url: target.toString(), poolMax: 10 },
    env: { DATA_DIR: dataDir, DATABASE_URL: target.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}
