import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('checkins'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('business_date', 'text', (col) => col.notNull())
    .addColumn('streak_day', 'integer', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('streak_reward', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // Once per member and business day, whatever races: the second insert finds this row.
    .addUniqueConstraint('checkins_member_day', ['member_id', 'business_date'])
    .execute();
}
