import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { toMinor, FUND_RECORD_TYPES } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../ledger/ledger.js';
import { createDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { inTransaction } from '../platform/db/transaction.js';
import { createFixedTestClock } from '../test-support/test-clock.js';

const run = promisify(execFile);
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli/reconcile.js');

async function reconcileExit(dataDir: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [cli], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('the reconcile command (built)', () => {
  it('exits 0 on a whole ledger and 1 once a wallet differs from its postings', async () => {
    expect(fs.existsSync(cli), 'build the server first: npm run build').toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-reconcile-'));
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'cloudmine.sqlite') });
    try {
      await migrateToLatest(db);
      const clock = createFixedTestClock();
      const ledger = createLedger({ clock });
      await inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('members')
          .values({
            phone: '01700000001',
            password_hash: 'x',
            fund_password_hash: null,
            nickname: 'n',
            invitation_code: 'AAAAAA',
            inviter_id: null,
            upline2_id: null,
            upline3_id: null,
            language: 'en',
            ban_reason: null,
            banned_at: null,
            registered_on: '2026-01-01',
            created_at: clock.now().toISOString(),
            last_login_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await ledger.openWallets(trx, id);
        await ledger.post(trx, {
          memberId: id,
          wallet: 'balance',
          amount: toMinor(1_000),
          type: FUND_RECORD_TYPES.admin_top_up,
          counterAccount: 'admin_adjustments',
          reference: { kind: 'test', id: 1 },
        });
      });
      const clean = await reconcileExit(dataDir);
      expect(clean.code).toBe(0);
      expect(clean.stdout).toContain('OK');

      await db
        .updateTable('wallets')
        .set({ balance_minor: toMinor(999) })
        .where('kind', '=', 'balance')
        .execute();
      const broken = await reconcileExit(dataDir);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain('DIFFERENCES FOUND');
      const runs = await db.selectFrom('reconcile_runs').select('ok').orderBy('id').execute();
      expect(runs.map((r) => r.ok)).toEqual([1, 0]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
