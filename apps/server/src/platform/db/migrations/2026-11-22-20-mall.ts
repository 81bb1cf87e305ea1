import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await db.schema
    .createTable('member_investments')
    .addColumn('member_id', 'bigint', (col) => col.primaryKey().references('members.id'))
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('mining_products'))
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('image_urls_json', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'bigint', (col) => col.notNull())
    .addColumn('daily_income_minor', 'bigint', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('stock', 'integer', (col) => col.notNull())
    .addColumn('max_per_member', 'integer')
    .addColumn('required_vip_level', 'integer', t.flag)
    .addColumn('prerequisite_product_id', 'bigint', (col) => col.references('mining_products.id'))
    .addColumn('on_sale', 'integer', t.flag)
    .addColumn('sold_quantity', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    // Stock is decremented with `WHERE stock >= q`; the check is the last line of defence.
    .addCheckConstraint('mining_products_stock_not_negative', sql`stock >= 0`)
    .execute();

  await t
    .id(db.schema.createTable('mining_orders'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('product_id', 'bigint', (col) => col.notNull().references('mining_products.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_minor', 'bigint', (col) => col.notNull())
    .addColumn('price_minor', 'bigint', (col) => col.notNull())
    .addColumn('discount_minor', 'bigint', (col) => col.notNull())
    .addColumn('paid_minor', 'bigint', (col) => col.notNull())
    .addColumn('coupon_id', 'bigint', (col) => col.references('coupons.id'))
    .addColumn('daily_income_minor', 'bigint', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('purchased_at', t.timestamp, (col) => col.notNull())
    .addColumn('start_by', t.timestamp, (col) => col.notNull())
    .addColumn('sellable_until', t.timestamp, (col) => col.notNull())
    .addColumn('started_at', t.timestamp)
    .addColumn('next_income_date', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('days_paid', 'integer', t.flag)
    .addColumn('income_paid_minor', 'bigint', t.flag)
    .addColumn('sold_at', t.timestamp)
    .addColumn('refund_minor', 'bigint', t.flag)
    .addColumn('source_kind', 'text')
    .addColumn('source_id', 'text')
    // One order per outside cause (e.g. one bargain): NULLs (mall purchases) never collide.
    .addUniqueConstraint('mining_orders_source', ['source_kind', 'source_id'])
    .execute();
  await db.schema
    .createIndex('mining_orders_member')
    .on('mining_orders')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('mining_orders_member_product')
    .on('mining_orders')
    .columns(['member_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('mining_orders_due')
    .on('mining_orders')
    .columns(['status', 'next_income_date'])
    .execute();
  await db.schema
    .createIndex('mining_orders_start_by')
    .on('mining_orders')
    .columns(['status', 'start_by'])
    .execute();

  await t
    .id(db.schema.createTable('mining_payouts'))
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('mining_orders.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('income_date', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('mining_payouts_order_date', ['order_id', 'income_date'])
    .execute();
  await db.schema
    .createIndex('mining_payouts_member')
    .on('mining_payouts')
    .columns(['member_id', 'income_date'])
    .execute();

  await t
    .id(db.schema.createTable('team_rebates'))
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('mining_orders.id'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('buyer_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('upline_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('base_minor', 'bigint', (col) => col.notNull())
    .addColumn('rate_bps', 'integer', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // One rebate per purchase and level, whatever the code does.
    .addUniqueConstraint('team_rebates_order_level', ['order_id', 'level'])
    .addCheckConstraint('team_rebates_not_self', sql`upline_id <> buyer_id`)
    .execute();
  await db.schema
    .createIndex('team_rebates_upline')
    .on('team_rebates')
    .columns(['upline_id', 'id'])
    .execute();
}
