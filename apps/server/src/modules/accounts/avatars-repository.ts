import type { Trx } from '../../platform/db/transaction.js';
import { forUpdate } from '../../platform/db/transaction.js';

/**
 * `member_avatars`: pictures from before avatars moved to uploads, emptied by `moveLegacyAvatars`.
 * Nothing writes it any more; a later migration drops it.
 */

export interface LegacyAvatar {
  member_id: number;
  mime: string;
  bytes: Buffer;
  updated_at: string;
}

/** One avatar still to move, locked: a second node moving at the same time waits, then skips it. */
export function lockNextLegacyAvatar(trx: Trx): Promise<LegacyAvatar | undefined> {
  return forUpdate(
    trx,
    trx
      .selectFrom('member_avatars')
      .select(['member_id', 'mime', 'bytes', 'updated_at'])
      .orderBy('member_id')
      .limit(1),
  ).executeTakeFirst();
}

export async function deleteLegacyAvatar(trx: Trx, memberId: number): Promise<void> {
  await trx.deleteFrom('member_avatars').where('member_id', '=', memberId).execute();
}
