import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('coupons'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('titles_json', 'text', (col) => col.notNull())
    .addColumn('value_minor', 'bigint', (col) => col.notNull())
    .addColumn('min_spend_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('product_ids_json', 'text')
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('used_reference', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('coupons_member').on('coupons').columns(['member_id', 'id']).execute();
}
