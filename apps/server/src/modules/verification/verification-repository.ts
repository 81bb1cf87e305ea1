import type { AdminVerificationRow, VerificationRejectReason } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { IdentityVerificationsTable } from '../../platform/db/tables/care.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { forUpdate } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';

/** The `identity_verifications` table: one row per submission, the latest is the member's state. */

export type VerificationRow = Selectable<IdentityVerificationsTable>;

export function latestVerification(db: Executor, memberId: number): Promise<VerificationRow | undefined> {
  return db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVerification(
  trx: Trx,
  row: Omit<VerificationRow, 'id' | 'state' | 'reject_reason' | 'reviewed_at' | 'reviewed_by'>,
): Promise<number> {
  const inserted = await trx
    .insertInto('identity_verifications')
    .values({ ...row, state: 'review', reject_reason: null, reviewed_at: null, reviewed_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function lockVerification(trx: Trx, id: number): Promise<VerificationRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('identity_verifications').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

export async function markReviewed(
  trx: Trx,
  id: number,
  review: {
    state: 'verified' | 'rejected';
    rejectReason: VerificationRejectReason | null;
    at: Date;
    by: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('identity_verifications')
    .set({
      state: review.state,
      reject_reason: review.rejectReason,
      reviewed_at: review.at.toISOString(),
      reviewed_by: review.by,
    })
    .where('id', '=', id)
    .where('state', '=', 'review')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function verificationsPage(
  db: Executor,
  filter: { state?: VerificationRow['state']; memberId?: number; page: number; pageSize: number },
) {
  const query = db
    .selectFrom('identity_verifications')
    .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state ?? 'review'))
    .$if(filter.memberId !== undefined, (qb) => qb.where('member_id', '=', filter.memberId ?? 0));
  return adminPage(
    query,
    filter,
    // The queue reads oldest first: who waited longest is served first.
    (qb) => qb.selectAll().orderBy('id', filter.state === 'review' ? 'asc' : 'desc'),
    (row): VerificationRow => row,
  );
}

export function adminRowOf(row: VerificationRow, phone: string): AdminVerificationRow {
  return {
    id: row.id,
    memberId: row.member_id,
    phone,
    legalName: row.legal_name,
    idNumber: row.id_number,
    frontUploadId: row.front_upload_id,
    backUploadId: row.back_upload_id,
    selfieUploadId: row.selfie_upload_id,
    state: row.state,
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewed_by,
  };
}
