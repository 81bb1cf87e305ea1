import type { Kysely } from 'kysely';

/**
 * The settlement pages through due items by (next date, id) (modules/investments/term-store.ts): with
 * the id in the index each page is a range scan on both engines, where (status, next date) alone made
 * PostgreSQL sort every due item again for every page.
 */
const DUE = [
  { table: 'mining_orders', old: 'mining_orders_due', next: 'next_income_date' },
  { table: 'pledges', old: 'pledges_due', next: 'next_reward_date' },
  { table: 'fund_holdings', old: 'fund_holdings_due', next: 'next_income_date' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, old, next } of DUE) {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(`${table}_due_by_date`).on(table).columns(['status', next, 'id']).execute();
  }
}
