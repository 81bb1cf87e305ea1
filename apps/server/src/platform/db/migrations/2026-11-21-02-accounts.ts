import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('members'))
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('fund_password_hash', 'text')
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('invitation_code', 'text', (col) => col.notNull().unique())
    .addColumn('inviter_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('upline2_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('upline3_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('vip_level', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('ban_reason', 'text')
    .addColumn('banned_at', t.timestamp)
    .addColumn('identity_verified', 'integer', t.flag)
    .addColumn('deposit_prohibited', 'integer', t.flag)
    .addColumn('avatar_version', 'integer', t.flag)
    .addColumn('registered_on', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_login_at', t.timestamp)
    .execute();
  await db.schema.createIndex('members_inviter').on('members').columns(['inviter_id', 'id']).execute();
  await db.schema.createIndex('members_upline2').on('members').columns(['upline2_id', 'id']).execute();
  await db.schema.createIndex('members_upline3').on('members').columns(['upline3_id', 'id']).execute();
  await db.schema.createIndex('members_registered_on').on('members').column('registered_on').execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('member_sessions_member').on('member_sessions').column('member_id').execute();

  await t
    .id(db.schema.createTable('sms_codes'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('consumed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('sms_codes_phone')
    .on('sms_codes')
    .columns(['phone', 'purpose', 'id'])
    .execute();

  await db.schema
    .createTable('member_avatars')
    .addColumn('member_id', 'bigint', (col) => col.primaryKey().references('members.id'))
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', t.blob, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
}
