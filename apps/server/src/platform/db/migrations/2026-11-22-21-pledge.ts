import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('pledge_products'))
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('image_urls_json', 'text', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('daily_rate_bps', 'integer', (col) => col.notNull())
    .addColumn('min_amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('max_per_member_minor', 'bigint', (col) => col.notNull())
    .addColumn('required_vip_level', 'integer', t.flag)
    .addColumn('on_sale', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('pledges'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('product_id', 'bigint', (col) => col.notNull().references('pledge_products.id'))
    .addColumn('principal_minor', 'bigint', (col) => col.notNull())
    .addColumn('daily_rate_bps', 'integer', (col) => col.notNull())
    .addColumn('daily_reward_minor', 'bigint', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('pledged_at', t.timestamp, (col) => col.notNull())
    .addColumn('next_reward_date', 'text')
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('days_paid', 'integer', t.flag)
    .addColumn('rewards_paid_minor', 'bigint', t.flag)
    .addColumn('completed_at', t.timestamp)
    .execute();
  await db.schema.createIndex('pledges_member').on('pledges').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('pledges_member_product')
    .on('pledges')
    .columns(['member_id', 'product_id', 'status'])
    .execute();
  await db.schema.createIndex('pledges_due').on('pledges').columns(['status', 'next_reward_date']).execute();

  await t
    .id(db.schema.createTable('pledge_rewards'))
    .addColumn('pledge_id', 'bigint', (col) => col.notNull().references('pledges.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('reward_date', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('principal_minor', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('pledge_rewards_pledge_date', ['pledge_id', 'reward_date'])
    .execute();
  await db.schema
    .createIndex('pledge_rewards_member')
    .on('pledge_rewards')
    .columns(['member_id', 'reward_date'])
    .execute();
}
