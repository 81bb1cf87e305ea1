import type { Kysely } from 'kysely';

/**
 * A mining product may need the buyer to have N activated team members (levels 1-3), refused with
 * `insufficient_team_members`; 0 (every existing product) is no requirement (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mining_products')
    .addColumn('min_active_team', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
