import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database.js';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('operators'))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('last_totp_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_login_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'bigint', (col) => col.notNull().references('operators.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();

  await t
    .id(db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'bigint', (col) => col.notNull().references('operators.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_kind', 'target_id'])
    .execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();

  // The audit log is append-only for everyone, the application included.
  if (engineOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}
