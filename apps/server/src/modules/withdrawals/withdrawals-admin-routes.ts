import {
  adminWithdrawalApprove,
  adminWithdrawalReject,
  adminWithdrawalsList,
  formatMinor,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { sendTemplatedMessage, type templateSettings } from '../messages/index.js';
import { adminWithdrawalRow, adminWithdrawalRows } from './withdrawal-records.js';
import type { WithdrawalReview } from './withdrawal-review.js';
import { adminWithdrawalsAmount, adminWithdrawalsPage } from './withdrawals-repository.js';

export interface WithdrawalsAdminDeps extends RouteDeps {
  withdrawals: WithdrawalReview;
  /** The operator's message templates (templates.message.withdrawal_*). */
  settings: SettingsReader<typeof templateSettings>;
}

export function withdrawalsAdminRoutes(scope: FastifyInstance, deps: WithdrawalsAdminDeps): void {
  const { db, withdrawals } = deps;

  route(scope, deps, adminWithdrawalsList, async (input) => {
    const page = await adminWithdrawalsPage(db, input);
    return {
      ...page,
      items: await adminWithdrawalRows(db, page.items),
      totalAmountMinor: await adminWithdrawalsAmount(db, input),
    };
  });

  adminAction(scope, deps, adminWithdrawalApprove, async (input, { operator, now }, trx) => {
    const row = await withdrawals.approve(
      trx,
      input.withdrawalId,
      `operator:${operator.id}`,
      input.reason ?? null,
    );
    await sendTemplatedMessage(trx, deps.settings, {
      memberId: row.member_id,
      template: 'templates.message.withdrawal_paid',
      values: { amount: formatMinor(row.amount_minor) },
      at: now,
    });
    return {
      data: await adminWithdrawalRow(trx, row),
      audit: {
        action: 'withdrawal.approve',
        targetKind: 'withdrawal',
        targetId: row.id,
        before: { state: 'under_review' },
        after: { state: row.state, amountMinor: row.amount_minor, account: row.account },
        reason: input.reason ?? null,
      },
    };
  });

  adminAction(scope, deps, adminWithdrawalReject, async (input, { operator, now }, trx) => {
    const row = await withdrawals.reject(trx, input.withdrawalId, `operator:${operator.id}`, input.reason);
    await sendTemplatedMessage(trx, deps.settings, {
      memberId: row.member_id,
      template: 'templates.message.withdrawal_rejected',
      values: { amount: formatMinor(row.amount_minor), reason: input.reason },
      at: now,
    });
    return {
      data: await adminWithdrawalRow(trx, row),
      audit: {
        action: 'withdrawal.reject',
        targetKind: 'withdrawal',
        targetId: row.id,
        before: { state: 'under_review' },
        after: { state: row.state, refundedMinor: row.total_minor },
        reason: input.reason,
      },
    };
  });
}
