import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reconcile } from '../ledger/reconcile.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { createDatabase } from '../platform/db/database.js';
import { integrityProblems, replaceSqlite } from '../platform/db/sqlite-backup.js';

/**
 * `npm run restore -w @cloudmine/server -- <backup file> [--force]`: puts a backup in place of the
 * embedded database, with the server stopped. Refuses a file that fails SQLite's integrity check or
 * whose ledger does not reconcile, and leaves the current database untouched then.
 */
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file) {
  console.error('usage: restore <backup file> [--force]');
  process.exit(2);
}
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('This database is PostgreSQL: restore it with pg_restore (docs/operations.md, Backups).');
  process.exit(2);
}
const backup = path.resolve(file);
const problems = integrityProblems(backup);
if (problems.length > 0) {
  console.error(`Refused: ${backup} fails SQLite's integrity check:\n${problems.slice(0, 10).join('\n')}`);
  process.exit(1);
}
// Reconciled on a scratch copy: opening a database may write to it (its log), the backup stays as it is.
const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-restore-')), 'check.sqlite');
fs.copyFileSync(backup, scratch);
const db = createDatabase({ kind: 'sqlite', file: scratch });
try {
  const report = await reconcile(db, systemClock.now());
  if (!report.ok) {
    console.error(`Refused: the ledger in ${backup} does not reconcile:\n${JSON.stringify(report, null, 2)}`);
    process.exit(1);
  }
} finally {
  await db.destroy();
  fs.rmSync(path.dirname(scratch), { recursive: true, force: true });
}
try {
  replaceSqlite(backup, config.database.file, { force: values.force });
} catch (error) {
  console.error(`Refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`restored ${backup} to ${config.database.file}; the ledger reconciles`);
