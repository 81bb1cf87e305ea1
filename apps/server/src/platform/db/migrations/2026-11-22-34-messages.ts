import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('member_messages'))
    .addColumn('member_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  // A member's messages are theirs plus broadcasts (member_id null): both by this index.
  await db.schema
    .createIndex('member_messages_member')
    .on('member_messages')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('message_id', 'bigint', (col) => col.notNull().references('member_messages.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('read_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['member_id', 'message_id'])
    .execute();
}
