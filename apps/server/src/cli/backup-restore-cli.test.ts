import { toMinor } from '@cloudmine/api';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createMember } from '../test-support/factories.js';
import { createFixedTestClock } from '../test-support/test-clock.js';
import { quietServices } from '../test-support/quiet-services.js';

const run = promisify(execFile);
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli');

async function command(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(cli, `${name}.js`), ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const hashOf = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('the backup and restore commands (built)', () => {
  let root: string;
  let live: string;
  let db: Database;

  beforeAll(async () => {
    expect(fs.existsSync(path.join(cli, 'backup.js')), 'build the server first: npm run build').toBe(true);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-backup-'));
    live = path.join(root, 'live');
    // A running node's database: open, with members and money in the ledger.
    db = createDatabase({ kind: 'sqlite', file: path.join(live, 'cloudmine.sqlite') });
    await migrateToLatest(db);
    const settingsDb = createDatabase({ kind: 'sqlite', file: path.join(live, 'cloudmine.sqlite') });
    const clock = createFixedTestClock();
    const services = quietServices({ db, settingsDb, clock });
    for (let i = 0; i < 3; i += 1) await createMember(services, { balanceMinor: 25_00 * (i + 1) });
    await settingsDb.destroy();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const backupOfLive = async (name: string) => {
    const file = path.join(root, name);
    const backup = await command('backup', ['--to', file], { DATA_DIR: live });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    return file;
  };

  it('copies the open database and restores the copy into an empty data directory', async () => {
    const file = await backupOfLive('good.sqlite');
    const target = path.join(root, 'fresh');
    const restored = await command('restore', [file], { DATA_DIR: target });
    expect(restored.code, restored.output).toBe(0);
    const copy = createDatabase({ kind: 'sqlite', file: path.join(target, 'cloudmine.sqlite') });
    const members = await copy.selectFrom('members').select('id').execute();
    await copy.destroy();
    expect(members).toHaveLength(3);
  });

  it('refuses a file that fails the integrity check, and leaves the database as it was', async () => {
    const file = await backupOfLive('broken.sqlite');
    const bytes = fs.readFileSync(file);
    // Scribble over the middle of the file: a disk or a copy gone wrong.
    bytes.fill(0x5a, Math.floor(bytes.length / 3), Math.floor(bytes.length / 3) + 8192);
    fs.writeFileSync(file, bytes);
    const target = path.join(root, 'kept');
    await command('restore', [await backupOfLive('first.sqlite')], { DATA_DIR: target });
    const before = hashOf(path.join(target, 'cloudmine.sqlite'));
    const refused = await command('restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/integrity check|malformed|not a database/);
    expect(hashOf(path.join(target, 'cloudmine.sqlite'))).toBe(before);
  });

  it('refuses a file whose ledger does not reconcile', async () => {
    const file = await backupOfLive('tampered.sqlite');
    const tampered = createDatabase({ kind: 'sqlite', file });
    await tampered
      .updateTable('wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', toMinor(1_00)) }))
      .where('kind', '=', 'balance')
      .execute();
    await tampered.destroy();
    const refused = await command('restore', [file], { DATA_DIR: path.join(root, 'never') });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('does not reconcile');
    expect(fs.existsSync(path.join(root, 'never', 'cloudmine.sqlite'))).toBe(false);
  });

  it('refuses to replace a database a server still has open', async () => {
    const file = await backupOfLive('over-live.sqlite');
    const refused = await command('restore', [file], { DATA_DIR: live });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop the server first');
  });

  it('sends PostgreSQL to pg_dump', async () => {
    const answer = await command('backup', [], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(answer.code).toBe(2);
    expect(answer.output).toContain('pg_dump');
  });
});
