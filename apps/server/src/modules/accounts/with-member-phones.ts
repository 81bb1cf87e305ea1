import type { Executor } from '../../platform/db/transaction.js';
import { memberPhonesByIds } from './members-public-repository.js';

/**
 * Rows that name a member, each turned into its console item with that member's phone ('' once the
 * member is gone): the operator lists read the phones of a whole page in one look-up.
 */
export async function withMemberPhones<Row extends { member_id: number }, Item>(
  db: Executor,
  rows: readonly Row[],
  toItem: (row: Row, phone: string) => Item,
): Promise<Item[]> {
  const phones = await memberPhonesByIds(
    db,
    rows.map((row) => row.member_id),
  );
  return rows.map((row) => toItem(row, phones.get(row.member_id) ?? ''));
}
