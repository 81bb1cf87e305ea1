import { loadConfig } from '../platform/config.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { openDatabase } from '../app/runtime.js';

/** `npm run migrate -w @cloudmine/server`: applies pending migrations to the configured database. */
const config = loadConfig();
const db = openDatabase(config);
try {
  const result = await migrateToLatest(db);
  const applied = result.results ?? [];
  if (applied.length === 0) console.log(`${config.database.kind}: already up to date`);
  for (const migration of applied)
    console.log(`${config.database.kind}: ${migration.status} ${migration.migrationName}`);
} finally {
  await db.destroy();
}
