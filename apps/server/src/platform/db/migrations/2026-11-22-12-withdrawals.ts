import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('withdrawals'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('card_id', 'bigint')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('fee_minor', 'bigint', (col) => col.notNull().check(sql`fee_minor >= 0`))
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('origin_key', 'text', (col) => col.unique())
    .addColumn('business_date', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('resolved_at', t.timestamp)
    .addColumn('resolved_by', 'text')
    .addCheckConstraint('withdrawals_total', sql`total_minor = amount_minor + fee_minor`)
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_state').on('withdrawals').columns(['state', 'id']).execute();
  await db.schema.createIndex('withdrawals_card').on('withdrawals').columns(['card_id', 'state']).execute();

  await t
    .id(db.schema.createTable('withdrawal_events'))
    .addColumn('withdrawal_id', 'bigint', (col) => col.notNull().references('withdrawals.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawal_events_withdrawal')
    .on('withdrawal_events')
    .columns(['withdrawal_id', 'id'])
    .execute();

  await db.schema
    .createTable('withdrawal_daily_counts')
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('business_date', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('withdrawal_daily_counts_pk', ['member_id', 'business_date'])
    .execute();
}
