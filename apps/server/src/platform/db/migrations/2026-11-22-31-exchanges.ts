import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('score_exchanges'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('score_exchanges_member')
    .on('score_exchanges')
    .columns(['member_id', 'id'])
    .execute();

  await t
    .id(db.schema.createTable('balance_conversions'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('fee_minor', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('balance_conversions_member')
    .on('balance_conversions')
    .columns(['member_id', 'id'])
    .execute();
}
