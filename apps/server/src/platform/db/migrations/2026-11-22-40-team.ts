import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  // Keyed by member: a member is activated once, by their first investment.
  await db.schema
    .createTable('member_activations')
    .addColumn('member_id', 'bigint', (col) => col.primaryKey().references('members.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference_id', 'bigint', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('activated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await t
    .id(db.schema.createTable('invite_bonuses'))
    // Unique: one bonus per invitee, whatever the concurrency.
    .addColumn('invitee_id', 'bigint', (col) => col.notNull().unique().references('members.id'))
    .addColumn('inviter_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('recharge_id', 'bigint', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invite_bonuses_inviter')
    .on('invite_bonuses')
    .columns(['inviter_id', 'id'])
    .execute();
}
