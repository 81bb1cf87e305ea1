import type { UploadPurpose } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';

/** The `uploads` table: who sent which file for what. Only this module queries it. */

export interface UploadRow {
  id: number;
  member_id: number | null;
  operator_id: number | null;
  reader_member_id: number | null;
  purpose: UploadPurpose;
  mime: string;
  size_bytes: number;
  storage_key: string;
}

export async function insertUpload(
  db: Executor,
  row: Omit<UploadRow, 'id'> & { created_at: string },
): Promise<number> {
  const inserted = await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findUpload(db: Executor, id: number): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .select([
      'id',
      'member_id',
      'operator_id',
      'reader_member_id',
      'purpose',
      'mime',
      'size_bytes',
      'storage_key',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countMemberUploadsSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Of `ids`, those sent for `purpose` by this member, or with `member: null` by an operator (an id
 * of someone else's file is simply absent).
 */
export async function ownedUploadIds(
  db: Executor,
  owner: { member: number | null },
  purpose: UploadPurpose,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('member_id', owner.member === null ? 'is' : '=', owner.member)
    .where('purpose', '=', purpose)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Lets `memberId` read operators' files sent to them (a support reply). */
export async function shareOperatorUploads(
  db: Executor,
  ids: readonly number[],
  memberId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ reader_member_id: memberId })
    .where('id', 'in', [...ids])
    .where('member_id', 'is', null)
    .execute();
}
