import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { LotteryDrawsTable, LotteryPrizesTable } from '../../platform/db/tables/engagement.js';

export type PrizeRow = Selectable<LotteryPrizesTable>;

// Prizes

/** The prizes a draw picks among: active, with a weight, and in stock (or unlimited). */
export function drawablePrizes(db: Executor): Promise<PrizeRow[]> {
  return db
    .selectFrom('lottery_prizes')
    .selectAll()
    .where('active', '=', 1)
    .where('weight', '>', 0)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
    .orderBy('id')
    .execute();
}

/** Takes one unit of a limited prize, only while one is left: concurrent draws never go below zero. */
export async function takePrizeUnit(trx: Trx, prizeId: number): Promise<boolean> {
  const taken = await trx
    .updateTable('lottery_prizes')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', prizeId)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The board: active prizes (or every prize, for the console) in display order. */
export function listPrizes(db: Executor, which: 'active' | 'all'): Promise<PrizeRow[]> {
  return db
    .selectFrom('lottery_prizes')
    .selectAll()
    .$if(which === 'active', (qb) => qb.where('active', '=', 1))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPrize(db: Executor, id: number): Promise<PrizeRow | undefined> {
  return db.selectFrom('lottery_prizes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPrizes(
  trx: Trx,
  values: Array<Insertable<LotteryPrizesTable>>,
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await trx.insertInto('lottery_prizes').values(values).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function updatePrize(
  trx: Trx,
  id: number,
  values: Updateable<LotteryPrizesTable>,
): Promise<void> {
  await trx.updateTable('lottery_prizes').set(values).where('id', '=', id).execute();
}

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

// Draws

export async function insertDraw(trx: Trx, values: Insertable<LotteryDrawsTable>): Promise<number> {
  const row = await trx.insertInto('lottery_draws').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function drawsOfPrize(db: Executor, prizeId: number): Promise<number> {
  const { drawn } = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('drawn'))
    .where('prize_id', '=', prizeId)
    .executeTakeFirstOrThrow();
  return Number(drawn);
}

/** The latest wins of anyone (points or balance), newest first, with the prize's names. */
export function recentWins(db: Executor, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
    .select([
      'd.id',
      'd.member_id',
      'd.kind',
      'd.points_won',
      'd.amount_minor_won',
      'd.created_at',
      'p.names_json',
    ])
    .where('d.kind', 'in', ['points', 'balance'])
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** A member's draws, newest first, keyset-paged by id, with the prize's names. */
export function memberDraws(
  db: Executor,
  memberId: number,
  page: { beforeId?: number | undefined; limit: number },
) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
    .select([
      'd.id',
      'd.kind',
      'd.points_won',
      'd.amount_minor_won',
      'd.cost_points',
      'd.created_at',
      'p.names_json',
    ])
    .where('d.member_id', '=', memberId)
    .$if(page.beforeId !== undefined, (qb) => qb.where('d.id', '<', page.beforeId ?? 0))
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .execute();
}
