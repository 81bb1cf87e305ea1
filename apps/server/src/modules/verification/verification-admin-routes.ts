import {
  adminVerificationApprove,
  adminVerificationReject,
  adminVerificationsList,
  type AdminVerificationRow,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { memberPhonesByIds, withMemberPhones } from '../accounts/index.js';
import { adminRowOf, lockVerification, verificationsPage } from './verification-repository.js';
import { reviewVerification } from './verification-service.js';

async function reviewedRow(trx: Trx, id: number): Promise<AdminVerificationRow> {
  const row = await lockVerification(trx, id);
  if (!row) throw new AppError('not_found');
  const phones = await memberPhonesByIds(trx, [row.member_id]);
  return adminRowOf(row, phones.get(row.member_id) ?? '');
}

/** Approves or rejects a waiting verification; the audit entry is the member's. */
async function review(
  trx: Trx,
  verificationId: number,
  decision: Parameters<typeof reviewVerification>[2],
  audit: { action: string; reason: string | null },
) {
  const before = await reviewedRow(trx, verificationId);
  const changed = await reviewVerification(trx, { id: before.id, member_id: before.memberId }, decision);
  if (!changed) throw new AppError('already_resolved');
  const after = await reviewedRow(trx, before.id);
  const rejectReason = decision.rejectReason === null ? {} : { rejectReason: decision.rejectReason };
  return {
    data: after,
    audit: {
      ...audit,
      targetKind: 'member',
      targetId: before.memberId,
      before: { verificationId: before.id, state: before.state },
      after: { verificationId: before.id, state: after.state, ...rejectReason },
    },
  };
}

/** The console's review queue (docs/member-care.md); approving is what makes a member verified. */
export function verificationAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminVerificationsList, async (input) => {
    const page = await verificationsPage(db, input);
    return { ...page, items: await withMemberPhones(db, page.items, adminRowOf) };
  });

  adminAction(scope, deps, adminVerificationApprove, (input, { operator, now }, trx) =>
    review(
      trx,
      input.verificationId,
      { state: 'verified', rejectReason: null, at: now, by: operator.username },
      {
        action: 'verification.approve',
        reason: input.reason ?? null,
      },
    ),
  );

  adminAction(scope, deps, adminVerificationReject, (input, { operator, now }, trx) =>
    review(
      trx,
      input.verificationId,
      { state: 'rejected', rejectReason: input.rejectReason, at: now, by: operator.username },
      { action: 'verification.reject', reason: input.reason },
    ),
  );
}
