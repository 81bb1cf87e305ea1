import type { Kysely } from 'kysely';

/**
 * Avatars move to the upload pipeline (purpose `avatar`): the member points at the upload. The
 * bytes in `member_avatars` move at start (`moveLegacyAvatars`, accounts), since only a running
 * node knows the upload store; that table is dropped by a later migration once every node moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('avatar_upload_id', 'bigint', (col) => col.references('uploads.id'))
    .execute();
}
