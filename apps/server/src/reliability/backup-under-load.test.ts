import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAesGcmCodec } from '@cloudmine/api';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseTarget } from '../platform/db/database.js';
import { ENGINES } from '../test-support/engines.js';
import { TEST_ENVELOPE_KEY } from '../test-support/test-app.js';
import { checkInvariants, missingAcknowledged } from './invariants.js';
import type { Acknowledged } from './journal.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { openSeeder } from './seeder.js';
import { SERVER_MAIN, startServer } from './server-process.js';
import { summary } from './summary.js';
import { runWorkload } from './workload.js';
import { seedWorld } from './world.js';

const run = promisify(execFile);
const CLI = path.join(path.dirname(SERVER_MAIN), 'cli');
/** Take the backup once this many successes have been answered: the workload is in full swing. */
const BACKUP_AFTER = 250;

function cliEnv(env: ScratchDatabase['env']) {
  return { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env };
}

/** The built `backup` command against the live embedded database, as an operator runs it. */
async function backupSqlite(database: ScratchDatabase): Promise<string> {
  const file = path.join(database.dataDir, 'backups', 'under-load.sqlite');
  await run(process.execPath, [path.join(CLI, 'backup.js'), '--to', file], { env: cliEnv(database.env) });
  return file;
}

/** The built `restore` command into an empty data directory. */
async function restoreSqlite(file: string, dataDir: string): Promise<DatabaseTarget> {
  await run(process.execPath, [path.join(CLI, 'restore.js'), file], {
    env: cliEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }),
  });
  return { kind: 'sqlite', file: path.join(dataDir, 'cloudmine.sqlite') };
}

/** pg_dump of the live database, as docs/operations.md says. */
async function dumpPostgres(database: ScratchDatabase): Promise<string> {
  const file = path.join(database.dataDir, 'under-load.dump');
  await run('pg_dump', ['--format=custom', '--file', file, database.env.DATABASE_URL]);
  return file;
}

/** pg_restore of a dump into a new database next to the live one; answers its URL. */
async function restorePostgres(database: ScratchDatabase, dump: string): Promise<string> {
  const url = new URL(database.env.DATABASE_URL);
  const name = `${url.pathname.slice(1)}_restored`;
  await adminQuery(database, `create database ${name}`);
  url.pathname = `/${name}`;
  await run('pg_restore', ['--no-owner', '--dbname', url.toString(), dump]);
  return url.toString();
}

async function adminQuery(database: ScratchDatabase, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.each(ENGINES)('a backup taken under load on %s', (engine) => {
  it(
    'restores to a database that reconciles and holds every success answered before it began',
    { timeout: 240_000 },
    async () => {
      const database = await createScratchDatabase(engine);
      const seeder = await openSeeder(database.target);
      const world = await seedWorld(seeder, 60);
      await seeder.close();
      const server = await startServer({
        name: `${engine}-backup`,
        database: database.env,
        ...(engine === 'postgres' ? { redisUrl: process.env.TEST_REDIS_URL ?? '' } : {}),
      });
      const restoreDir = fs.mkdtempSync(path.join(database.dataDir, 'restore-'));
      let answeredBefore: Acknowledged[] | null = null;
      let backup: string | null = null;
      let restoredPg: string | null = null;
      try {
        const journal = await runWorkload(
          {
            codec: await createAesGcmCodec(TEST_ENVELOPE_KEY),
            world,
            targets: [() => server.url],
            outboxFile: path.join(database.dataDir, 'sms-outbox.jsonl'),
            registering: 10,
            actionsPerClient: 8,
            seed: 7,
            async onProgress(progress) {
              if (answeredBefore || progress.figures.acknowledged < BACKUP_AFTER) return;
              // Everything answered until now must be in the backup; the workload goes on meanwhile.
              answeredBefore = [...progress.acknowledged];
              backup = engine === 'sqlite' ? await backupSqlite(database) : await dumpPostgres(database);
            },
          },
          60,
        );
        console.info(summary(`backup under load on ${engine}`, journal));
        expect(journal.figures.serverErrors).toEqual([]);
        const before: Acknowledged[] = answeredBefore ?? [];
        expect(before.length).toBeGreaterThanOrEqual(BACKUP_AFTER);
        expect(journal.figures.acknowledged).toBeGreaterThan(before.length);
        if (!backup) throw new Error('no backup was taken');
        let target: DatabaseTarget;
        if (engine === 'sqlite') {
          target = await restoreSqlite(backup, restoreDir);
        } else {
          restoredPg = await restorePostgres(database, backup);
          target = { kind: 'postgres', url: restoredPg };
        }
        const restored = createDatabase(target);
        try {
          const report = await checkInvariants(restored);
          expect(report.reconcile.ok, JSON.stringify(report.reconcile)).toBe(true);
          expect(report.duplicateTransfers).toEqual([]);
          expect(await missingAcknowledged(restored, before)).toEqual([]);
        } finally {
          await restored.destroy();
        }
      } finally {
        await server.stop();
        if (restoredPg) {
          await adminQuery(
            database,
            `drop database if exists ${new URL(restoredPg).pathname.slice(1)} with (force)`,
          );
        }
        await database.drop();
      }
    },
  );
});
