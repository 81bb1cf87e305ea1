import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { backupFileName, backupSqlite, integrityProblems } from '../platform/db/sqlite-backup.js';

/**
 * `npm run backup -w @cloudmine/server [-- --to <file>]`: a consistent copy of the embedded database
 * while the server runs (default `DATA_DIR/backups/cloudmine-<instant>.sqlite`), checked after the
 * copy. PostgreSQL is backed up with pg_dump (docs/operations.md, Backups).
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('This database is PostgreSQL: back it up with pg_dump (docs/operations.md, Backups).');
  process.exit(2);
}
const destination = path.resolve(
  values.to ?? path.join(config.dataDir, 'backups', backupFileName(systemClock.now())),
);
await backupSqlite(config.database.file, destination);
const problems = integrityProblems(destination);
if (problems.length > 0) {
  console.error(`The backup ${destination} failed its integrity check:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`backup written to ${destination}`);
