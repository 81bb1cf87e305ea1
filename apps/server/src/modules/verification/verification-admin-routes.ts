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
import { memberPhonesByIds } from '../accounts/index.js';
import { adminRowOf, lockVerification, verificationsPage } from './verification-repository.js';
import { reviewVerification } from './verification-service.js';

async function reviewedRow(trx: Trx, id: number): Promise<AdminVerificationRow> {
  const row = await lockVerification(trx, id);
  if (!row) throw new AppError('not_found');
  const phones = await memberPhonesByIds(trx, [row.member_id]);
  return adminRowOf(row, phones.get(row.member_id) ?? '');
}

/** The console's review queue (docs/member-care.md); approving is what makes a member verified. */
export function verificationAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminVerificationsList, async (input) => {
    const page = await verificationsPage(db, input);
    const phones = await memberPhonesByIds(
      db,
      page.items.map((row) => row.member_id),
    );
    return { ...page, items: page.items.map((row) => adminRowOf(row, phones.get(row.member_id) ?? '')) };
  });

  adminAction(scope, deps, adminVerificationApprove, async (input, { operator, now }, trx) => {
    const before = await reviewedRow(trx, input.verificationId);
    const changed = await reviewVerification(
      trx,
      { id: before.id, member_id: before.memberId },
      { state: 'verified', rejectReason: null, at: now, by: operator.username },
    );
    if (!changed) throw new AppError('already_resolved');
    const after = await reviewedRow(trx, before.id);
    return {
      data: after,
      audit: {
        action: 'verification.approve',
        targetKind: 'member',
        targetId: before.memberId,
        before: { verificationId: before.id, state: before.state },
        after: { verificationId: before.id, state: after.state },
        reason: input.reason ?? null,
      },
    };
  });

  adminAction(scope, deps, adminVerificationReject, async (input, { operator, now }, trx) => {
    const before = await reviewedRow(trx, input.verificationId);
    const changed = await reviewVerification(
      trx,
      { id: before.id, member_id: before.memberId },
      { state: 'rejected', rejectReason: input.rejectReason, at: now, by: operator.username },
    );
    if (!changed) throw new AppError('already_resolved');
    const after = await reviewedRow(trx, before.id);
    return {
      data: after,
      audit: {
        action: 'verification.reject',
        targetKind: 'member',
        targetId: before.memberId,
        before: { verificationId: before.id, state: before.state },
        after: { verificationId: before.id, state: after.state, rejectReason: input.rejectReason },
        reason: input.reason,
      },
    };
  });
}
