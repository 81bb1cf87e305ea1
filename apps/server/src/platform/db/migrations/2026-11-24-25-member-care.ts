import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

/** Uploads, identity verifications and support conversations (docs/member-care.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('uploads'))
    .addColumn('member_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('operator_id', 'bigint')
    .addColumn('reader_member_id', 'bigint')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_member').on('uploads').columns(['member_id', 'id']).execute();

  await t
    .id(db.schema.createTable('identity_verifications'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('legal_name', 'text', (col) => col.notNull())
    .addColumn('id_number', 'text', (col) => col.notNull())
    .addColumn('front_upload_id', 'bigint', (col) => col.notNull().references('uploads.id'))
    .addColumn('back_upload_id', 'bigint', (col) => col.notNull().references('uploads.id'))
    .addColumn('selfie_upload_id', 'bigint', (col) => col.notNull().references('uploads.id'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('submitted_at', t.timestamp, (col) => col.notNull())
    .addColumn('reviewed_at', t.timestamp)
    .addColumn('reviewed_by', 'text')
    .execute();
  await db.schema
    .createIndex('identity_verifications_member')
    .on('identity_verifications')
    .columns(['member_id', 'id'])
    .execute();
  // The review queue: oldest under review first.
  await db.schema
    .createIndex('identity_verifications_state')
    .on('identity_verifications')
    .columns(['state', 'id'])
    .execute();

  await t
    .id(db.schema.createTable('support_tickets'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('assigned_to', 'text')
    .addColumn('member_unread', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_tickets_member')
    .on('support_tickets')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('support_tickets_state')
    .on('support_tickets')
    .columns(['state', 'updated_at'])
    .execute();

  await t
    .id(db.schema.createTable('support_messages'))
    .addColumn('ticket_id', 'bigint', (col) => col.notNull().references('support_tickets.id'))
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('operator', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('upload_ids_json', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_ticket')
    .on('support_messages')
    .columns(['ticket_id', 'id'])
    .execute();

  await t
    .id(db.schema.createTable('support_quick_replies'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
}
