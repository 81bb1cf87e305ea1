import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';

const run = promisify(execFile);
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli/operator-unlock.js');

async function unlockExit(dataDir: string, username: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [cli, '--username', username], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('the operator:unlock command (built)', () => {
  it("starts the operator's failure counters afresh, and exits 1 for an unknown operator", async () => {
    expect(fs.existsSync(cli), 'build the server first: npm run build').toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-unlock-'));
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'cloudmine.sqlite') });
    try {
      await migrateToLatest(db);
      await db
        .insertInto('operators')
        .values({
          username: 'alice',
          password_hash: 'x',
          totp_secret: 'x',
          last_totp_step: 0,
          role: 'owner',
          active: 1,
          created_at: '2026-01-15T06:00:00.000Z',
          last_login_at: null,
        })
        .execute();
      const unlocked = await unlockExit(dataDir, 'alice');
      expect(unlocked).toMatchObject({ code: 0, stdout: expect.stringContaining('unlocked') as string });
      const row = await db
        .selectFrom('operators')
        .select('lockout_generation')
        .where('username', '=', 'alice')
        .executeTakeFirstOrThrow();
      expect(row.lockout_generation).toBe(1);
      expect((await unlockExit(dataDir, 'bob')).code).toBe(1);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
