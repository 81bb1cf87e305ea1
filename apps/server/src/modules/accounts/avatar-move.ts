import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { deleteLegacyAvatar, lockNextLegacyAvatar } from './avatars-repository.js';
import { setAvatarUpload } from './members-repository.js';

/** What the move needs of the uploads module: a stored file for a member, by its bytes. */
export interface AvatarAdopter {
  adopt(
    trx: Trx,
    file: { memberId: number; purpose: 'avatar'; mime: string; bytes: Buffer; at: Date },
  ): Promise<number>;
}

/**
 * Moves avatars kept in `member_avatars` (before they went through uploads) into the upload store,
 * one member a transaction: the file is stored, its row written, the member pointed at it and the
 * old row deleted. Run at start on every node; safe when several run at once and after a crash
 * (an avatar moves wholly or not at all, at worst leaving an unreferenced file). Answers how many moved.
 */
export async function moveLegacyAvatars(deps: {
  db: Database;
  clock: Clock;
  uploads: AvatarAdopter;
}): Promise<number> {
  let moved = 0;
  for (;;) {
    const done = await inTransaction(deps.db, async (trx) => {
      const avatar = await lockNextLegacyAvatar(trx);
      if (!avatar) return true;
      const uploadId = await deps.uploads.adopt(trx, {
        memberId: avatar.member_id,
        purpose: 'avatar',
        mime: avatar.mime,
        bytes: Buffer.from(avatar.bytes),
        at: deps.clock.now(),
      });
      await setAvatarUpload(trx, avatar.member_id, uploadId);
      await deleteLegacyAvatar(trx, avatar.member_id);
      return false;
    });
    if (done) return moved;
    moved += 1;
  }
}
