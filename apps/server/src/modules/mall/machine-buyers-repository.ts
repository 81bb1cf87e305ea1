import type { Executor } from '../../platform/db/transaction.js';

/** Whether the member ever bought a machine, of any product (sold and expired orders included). */
export async function hasBoughtMachine(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mining_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
