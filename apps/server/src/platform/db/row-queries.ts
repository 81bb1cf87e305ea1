import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from './schema.js';

/** Whether the query finds a row: for yes/no questions that select an id and stop at the first. */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * How many rows the filtered query selects and what `column` adds up to over them (0 for none).
 * Counts and sums come back as numbers on both engines.
 */
export async function countAndSum<TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  column: string,
): Promise<{ count: number; sum: number }> {
  const row = await query
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('sum')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum) };
}
