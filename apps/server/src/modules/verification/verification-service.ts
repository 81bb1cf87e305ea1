import type { VerificationStatus } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { lockMember, setMemberFlags } from '../accounts/index.js';
import { assertUploadsUsable } from '../uploads/index.js';
import {
  insertVerification,
  latestVerification,
  markReviewed,
  type VerificationRow,
} from './verification-repository.js';

export interface VerificationServiceDeps {
  db: Database;
  clock: Clock;
}

export interface Submission {
  legalName: string;
  idNumber: string;
  frontUploadId: number;
  backUploadId: number;
  selfieUploadId: number;
}

function statusOf(row: VerificationRow | undefined): VerificationStatus {
  if (!row) {
    return {
      state: 'none',
      legalName: null,
      idNumberTail: null,
      rejectReason: null,
      submittedAt: null,
      reviewedAt: null,
    };
  }
  return {
    state: row.state,
    legalName: row.legal_name,
    idNumberTail: row.id_number.slice(-4),
    rejectReason: row.state === 'rejected' ? row.reject_reason : null,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

export function createVerificationService(deps: VerificationServiceDeps) {
  const { db, clock } = deps;
  return {
    async status(memberId: number): Promise<VerificationStatus> {
      return statusOf(await latestVerification(db, memberId));
    },

    /** A new submission, allowed when none is under review and the member is not yet verified. */
    async submit(memberId: number, input: Submission): Promise<VerificationStatus> {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        // One submission at a time per member, on both engines.
        await lockMember(trx, memberId);
        const latest = await latestVerification(trx, memberId);
        if (latest?.state === 'review') throw new AppError('verification_under_review');
        if (latest?.state === 'verified') throw new AppError('already_verified');
        const photos = [input.frontUploadId, input.backUploadId, input.selfieUploadId];
        await assertUploadsUsable(trx, { member: memberId }, 'identity', photos);
        await insertVerification(trx, {
          member_id: memberId,
          legal_name: input.legalName,
          id_number: input.idNumber.toUpperCase(),
          front_upload_id: input.frontUploadId,
          back_upload_id: input.backUploadId,
          selfie_upload_id: input.selfieUploadId,
          submitted_at: now.toISOString(),
        });
        return statusOf(await latestVerification(trx, memberId));
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * Decides a verification under review (false when it no longer is). Approving sets the member's
 * identity flag, which the withdrawal rule reads; its owner is the accounts module.
 */
export async function reviewVerification(
  trx: Trx,
  row: Pick<VerificationRow, 'id' | 'member_id'>,
  review: {
    state: 'verified' | 'rejected';
    rejectReason: VerificationRow['reject_reason'];
    at: Date;
    by: string;
  },
): Promise<boolean> {
  if (!(await markReviewed(trx, row.id, review))) return false;
  if (review.state === 'verified') await setMemberFlags(trx, row.member_id, { identity_verified: 1 });
  return true;
}
