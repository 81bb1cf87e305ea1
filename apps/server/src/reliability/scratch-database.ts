import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget, EngineKind } from '../platform/db/database.js';
import { createEmptyPostgres } from '../test-support/engines.js';

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
  const database = await createEmptyPostgres('rel');
  return {
    engine,
    dataDir,
    target: { kind: 'postgres', url: database.url, poolMax: 10 },
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async drop() {
      await database.drop();
      removeDir();
    },
  };
}
