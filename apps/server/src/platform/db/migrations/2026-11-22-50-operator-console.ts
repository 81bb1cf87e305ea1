import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The dashboard shows the last reconcile: how many differences it found and who ran it.
  await db.schema
    .alterTable('reconcile_runs')
    .addColumn('differences', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('reconcile_runs')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('cli'))
    .execute();

  // Row triggers refuse UPDATE and DELETE already; on PostgreSQL TRUNCATE skips them, so refuse it too.
  if (engineOf(db) === 'postgres') {
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  }
}
