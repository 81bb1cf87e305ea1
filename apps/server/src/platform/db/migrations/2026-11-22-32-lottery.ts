import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('lottery_prizes'))
    .addColumn('names_json', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addColumn('stock', 'integer')
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    // A conditional decrement keeps stock from going below zero; the check backs it up.
    .addCheckConstraint('lottery_prizes_stock', sql`stock is null or stock >= 0`)
    .addCheckConstraint('lottery_prizes_weight', sql`weight >= 0`)
    .execute();

  await t
    .id(db.schema.createTable('lottery_draws'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('prize_id', 'bigint', (col) => col.notNull().references('lottery_prizes.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('points_won', 'bigint', (col) => col.notNull())
    .addColumn('amount_minor_won', 'bigint', (col) => col.notNull())
    .addColumn('cost_points', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lottery_draws_member')
    .on('lottery_draws')
    .columns(['member_id', 'id'])
    .execute();
  // Everyone's recent wins: the draws that won something, newest first.
  await db.schema.createIndex('lottery_draws_kind').on('lottery_draws').columns(['kind', 'id']).execute();
  await db.schema.createIndex('lottery_draws_prize').on('lottery_draws').column('prize_id').execute();
}
