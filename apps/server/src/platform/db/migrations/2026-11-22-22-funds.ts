import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('funds'))
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('image_urls_json', 'text', (col) => col.notNull())
    .addColumn('daily_rate_bps', 'integer', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('min_amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('max_amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('max_times', 'integer', (col) => col.notNull())
    .addColumn('total_cap_minor', 'bigint', (col) => col.notNull())
    .addColumn('raised_minor', 'bigint', t.flag)
    .addColumn('required_vip_level', 'integer', t.flag)
    .addColumn('on_sale', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('fund_holdings'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('fund_id', 'bigint', (col) => col.notNull().references('funds.id'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('daily_rate_bps', 'integer', (col) => col.notNull())
    .addColumn('daily_income_minor', 'bigint', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('invested_at', t.timestamp, (col) => col.notNull())
    .addColumn('next_income_date', 'text')
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('days_paid', 'integer', t.flag)
    .addColumn('income_paid_minor', 'bigint', t.flag)
    .addColumn('completed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('fund_holdings_member')
    .on('fund_holdings')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('fund_holdings_member_fund')
    .on('fund_holdings')
    .columns(['member_id', 'fund_id'])
    .execute();
  await db.schema
    .createIndex('fund_holdings_due')
    .on('fund_holdings')
    .columns(['status', 'next_income_date'])
    .execute();

  await t
    .id(db.schema.createTable('fund_incomes'))
    .addColumn('holding_id', 'bigint', (col) => col.notNull().references('fund_holdings.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('income_date', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('principal_minor', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('fund_incomes_holding_date', ['holding_id', 'income_date'])
    .execute();
  await db.schema
    .createIndex('fund_incomes_member')
    .on('fund_incomes')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('fund_incomes_member_date')
    .on('fund_incomes')
    .columns(['member_id', 'income_date'])
    .execute();
}
