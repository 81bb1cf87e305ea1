import { sql } from 'kysely';
import type { Minor } from '@cloudmine/api';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';

/** Built once: every purchase, pledge and fund investment adds to the total. */
const addToTotalRow = preparedQuery((db: Executor, memberId: number, amountMinor: Minor, now: string) =>
  db
    .insertInto('member_investments')
    .values({ member_id: memberId, total_minor: amountMinor, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        total_minor: sql<Minor>`member_investments.total_minor + excluded.total_minor`,
        updated_at: now,
      }),
    )
    .returning('total_minor'),
);

/**
 * Adds an investment to the member's running total and answers the new total. An upsert that adds,
 * so concurrent investments of one member each count once.
 */
export async function addToInvestedTotal(
  trx: Trx,
  memberId: number,
  amountMinor: Minor,
  now: string,
): Promise<Minor> {
  const [row] = await addToTotalRow(trx, memberId, amountMinor, now);
  if (!row) throw new Error(`member ${memberId}'s invested total answered no row`);
  return row.total_minor;
}

/** What the member has invested in total so far (machines paid, principal pledged, funds). */
export async function investedTotal(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_investments')
    .select('total_minor')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.total_minor ?? 0;
}
