import { Migrator, type MigrationResultSet } from 'kysely';
import type { Database } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Runs every pending migration. `schema` names the PostgreSQL schema of the migration bookkeeping
 * tables when the database lives in a non-default schema (tests use one per file).
 */
export async function migrateToLatest(
  db: Database,
  options: { schema?: string } = {},
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error
      ? result.error
      : new Error(`migration failed: ${JSON.stringify(result.error)}`);
  }
  return result;
}
