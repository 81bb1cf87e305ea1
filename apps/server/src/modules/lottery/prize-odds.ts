import type { Executor } from '../../platform/db/transaction.js';

/** The odds of the active prizes, as a draw picks among them (for the economic rule). */
export async function activePrizeOdds(
  executor: Executor,
): Promise<Array<{ weight: number; points: number; amountMinor: number; limited: boolean }>> {
  const rows = await executor
    .selectFrom('lottery_prizes')
    .select(['weight', 'points', 'amount_minor', 'stock'])
    .where('active', '=', 1)
    .execute();
  return rows.map((row) => ({
    weight: row.weight,
    points: row.points,
    amountMinor: row.amount_minor,
    limited: row.stock !== null,
  }));
}
