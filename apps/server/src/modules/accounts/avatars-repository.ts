import type { Executor, Trx } from '../../platform/db/transaction.js';
import { bumpAvatarVersion } from './members-repository.js';

/** Members' avatar images (`member_avatars`), one a member, served at /media/avatars/:id. */

export async function saveAvatar(
  trx: Trx,
  memberId: number,
  avatar: { mime: string; bytes: Buffer },
  now: Date,
): Promise<void> {
  const row = { mime: avatar.mime, bytes: avatar.bytes, updated_at: now.toISOString() };
  await trx
    .insertInto('member_avatars')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
  await bumpAvatarVersion(trx, memberId);
}

export function findAvatar(
  db: Executor,
  memberId: number,
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  return db
    .selectFrom('member_avatars')
    .select(['mime', 'bytes'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
