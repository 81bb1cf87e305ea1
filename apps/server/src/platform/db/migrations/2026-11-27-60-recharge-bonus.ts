import type { Kysely } from 'kysely';

/**
 * What a credited recharge brought besides its credit: the first-recharge bonus (cents, type 10) and
 * the bonus points (type 20), kept on the order so its record and the app's result screen can say
 * "+$x first-recharge bonus" (issue 18). 0 on every recharge credited before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recharges')
    .addColumn('bonus_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('recharges')
    .addColumn('bonus_points', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
