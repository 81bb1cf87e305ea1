import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

/** Recovery and account security (docs/security.md): sessions a member can see, login history, TOTP. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  // A session is shown and ended by a random public id, never by its token hash; where it came from
  // is what the member recognises it by.
  await db.schema
    .alterTable('member_sessions')
    .addColumn('public_id', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('member_sessions')
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('member_sessions')
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // Sessions from before this migration get an id derived from their hash (a prefix: it cannot be
  // presented as a token, and a hash is not one either).
  await sql`UPDATE member_sessions SET public_id = substr(token_hash, 1, 32) WHERE public_id = ''`.execute(
    db,
  );
  await db.schema
    .createIndex('member_sessions_public_id')
    .on('member_sessions')
    .column('public_id')
    .unique()
    .execute();

  await t
    .id(db.schema.createTable('member_login_attempts'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('at', t.timestamp, (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('success', 'integer', t.flag)
    .execute();
  await db.schema
    .createIndex('member_login_attempts_member')
    .on('member_login_attempts')
    .columns(['member_id', 'id'])
    .execute();

  // One row per member who started turning the authenticator on; `enabled_at` is set once confirmed.
  await db.schema
    .createTable('member_two_factor')
    .addColumn('member_id', 'bigint', (col) => col.primaryKey().references('members.id'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('enabled_at', t.timestamp)
    .addColumn('last_step', 'bigint', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await t
    .id(db.schema.createTable('member_recovery_codes'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('member_recovery_codes_member')
    .on('member_recovery_codes')
    .column('member_id')
    .execute();
  // Devices that passed the authenticator once: a login from one of them is not asked again.
  await db.schema
    .createTable('member_trusted_devices')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('member_trusted_devices_member')
    .on('member_trusted_devices')
    .column('member_id')
    .execute();
}
