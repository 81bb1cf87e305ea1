import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('payment_channels'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rate', 'bigint', (col) => col.notNull().check(sql`rate > 0`))
    .addColumn('min_minor', 'bigint', (col) => col.notNull())
    .addColumn('max_minor', 'bigint', (col) => col.notNull())
    .addColumn('payee', 'text')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('collection_prohibited', 'integer', t.flag)
    .addColumn('sort_order', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('recharges'))
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('channel_id', 'bigint', (col) => col.notNull().references('payment_channels.id'))
    .addColumn('channel_kind', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('rate', 'bigint', (col) => col.notNull())
    .addColumn('credit_minor', 'bigint', (col) => col.notNull().check(sql`credit_minor > 0`))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('payer_reference', 'text')
    .addColumn('is_first', 'integer', t.flag)
    .addColumn('gateway_trade_no', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('resolved_at', t.timestamp)
    .execute();
  await db.schema.createIndex('recharges_member').on('recharges').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('recharges_state').on('recharges').columns(['state', 'id']).execute();
  await db.schema.createIndex('recharges_channel').on('recharges').columns(['channel_id', 'id']).execute();
  // The first-recharge bonus is paid once per member, whatever races.
  await db.schema
    .createIndex('recharges_first_per_member')
    .unique()
    .on('recharges')
    .column('member_id')
    .where(sql<boolean>`is_first = 1`)
    .execute();

  await t
    .id(db.schema.createTable('payment_callbacks'))
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('received_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_callbacks_order')
    .on('payment_callbacks')
    .columns(['order_no', 'id'])
    .execute();

  await t
    .id(db.schema.createTable('sandbox_payments'))
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('trade_no', 'text', (col) => col.notNull())
    .addColumn('decided_at', t.timestamp)
    .addColumn('attempts', 'integer', t.flag)
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('delivered_at', t.timestamp)
    .addColumn('last_status', 'integer')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_payments_outbox')
    .on('sandbox_payments')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();
}
