import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('bargain_events'))
    .addColumn('product_id', 'bigint', (col) => col.notNull())
    .addColumn('titles_json', 'text', (col) => col.notNull())
    .addColumn('original_price_minor', 'bigint', (col) => col.notNull())
    .addColumn('floor_price_minor', 'bigint', (col) => col.notNull())
    .addColumn('cuts_required', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addCheckConstraint(
      'bargain_events_prices',
      sql`floor_price_minor >= 1 and original_price_minor - floor_price_minor >= cuts_required and cuts_required >= 1`,
    )
    .execute();

  await t
    .id(db.schema.createTable('bargains'))
    .addColumn('event_id', 'bigint', (col) => col.notNull().references('bargain_events.id'))
    .addColumn('initiator_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('product_id', 'bigint', (col) => col.notNull())
    .addColumn('original_price_minor', 'bigint', (col) => col.notNull())
    .addColumn('floor_price_minor', 'bigint', (col) => col.notNull())
    .addColumn('price_minor', 'bigint', (col) => col.notNull())
    .addColumn('cuts_required', 'integer', (col) => col.notNull())
    .addColumn('cuts_made', 'integer', t.flag)
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('order_id', 'bigint')
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('completed_at', t.timestamp)
    .addColumn('bought_at', t.timestamp)
    // The last line of defence: whatever the code does, no price goes below its floor.
    .addCheckConstraint('bargains_price_floor', sql`price_minor >= floor_price_minor`)
    .addCheckConstraint('bargains_cuts', sql`cuts_made <= cuts_required`)
    .execute();
  await db.schema.createIndex('bargains_initiator').on('bargains').columns(['initiator_id', 'id']).execute();
  await db.schema.createIndex('bargains_event').on('bargains').columns(['event_id', 'status']).execute();

  await t
    .id(db.schema.createTable('bargain_cuts'))
    .addColumn('bargain_id', 'bigint', (col) => col.notNull().references('bargains.id'))
    .addColumn('cutter_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('price_after_minor', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // Each subordinate cuts a bargain once.
    .addUniqueConstraint('bargain_cuts_once', ['bargain_id', 'cutter_id'])
    .addCheckConstraint('bargain_cuts_positive', sql`amount_minor > 0`)
    .execute();
  await db.schema
    .createIndex('bargain_cuts_cutter')
    .on('bargain_cuts')
    .columns(['cutter_id', 'id'])
    .execute();

  await db.schema
    .createTable('bargain_quotas')
    .addColumn('event_id', 'bigint', (col) => col.notNull().references('bargain_events.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('started', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('bargain_quotas_pk', ['event_id', 'member_id'])
    .execute();
}
