import type { ExchangeDirection, Minor, Points } from '@cloudmine/api';
import type { Executor, Trx } from '../../platform/db/transaction.js';

/** The exchange module's tables: `score_exchanges` and `balance_conversions`. */

export async function insertScoreExchange(
  trx: Trx,
  values: { memberId: number; direction: ExchangeDirection; amountMinor: Minor; points: Points; at: string },
): Promise<{ id: number; created_at: string }> {
  return trx
    .insertInto('score_exchanges')
    .values({
      member_id: values.memberId,
      direction: values.direction,
      amount_minor: values.amountMinor,
      points: values.points,
      created_at: values.at,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A member's exchanges, newest first, keyset-paged by id. */
export function listScoreExchanges(
  db: Executor,
  memberId: number,
  page: { beforeId?: number; limit: number },
) {
  return db
    .selectFrom('score_exchanges')
    .selectAll()
    .where('member_id', '=', memberId)
    .$if(page.beforeId !== undefined, (qb) => qb.where('id', '<', page.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(page.limit)
    .execute();
}

export async function insertBalanceConversion(
  trx: Trx,
  values: { memberId: number; amountMinor: Minor; feeMinor: Minor; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('balance_conversions')
    .values({
      member_id: values.memberId,
      amount_minor: values.amountMinor,
      fee_minor: values.feeMinor,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
