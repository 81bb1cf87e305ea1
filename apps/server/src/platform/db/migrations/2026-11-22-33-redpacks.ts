import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('redpack_codes'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('total_minor', 'bigint')
    .addColumn('total_count', 'integer')
    .addColumn('claimed_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('per_claim_min_minor', 'bigint', (col) => col.notNull())
    .addColumn('per_claim_max_minor', 'bigint', (col) => col.notNull())
    .addColumn('starts_at', t.timestamp, (col) => col.notNull())
    .addColumn('ends_at', t.timestamp, (col) => col.notNull())
    .addColumn('min_vip_level', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('member_id', 'bigint', (col) => col.references('members.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // The claim's conditional update keeps within both limits; these back it up on either engine.
    .addCheckConstraint(
      'redpack_codes_within_total',
      sql`total_minor is null or claimed_minor <= total_minor`,
    )
    .addCheckConstraint(
      'redpack_codes_within_count',
      sql`total_count is null or claimed_count <= total_count`,
    )
    .execute();

  await t
    .id(db.schema.createTable('redpack_claims'))
    .addColumn('code_id', 'bigint', (col) => col.notNull().references('redpack_codes.id'))
    .addColumn('member_id', 'bigint', (col) => col.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // A member claims a code once, whatever races.
    .addUniqueConstraint('redpack_claims_code_member', ['code_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('redpack_claims_member')
    .on('redpack_claims')
    .columns(['member_id', 'id'])
    .execute();
}
