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
import { sendTemplatedMessage, type SmsNotices, type templateSettings } from '../messages/index.js';
import { adminWithdrawalRow, adminWithdrawalRows } from './withdrawal-records.js';
import type { WithdrawalReview } from './withdrawal-review.js';
import { adminWithdrawalsAmount, adminWithdrawalsPage } from './withdrawals-repository.js';

export interface WithdrawalsAdminDeps extends RouteDeps {
  withdrawals: WithdrawalReview;
  /** The operator's message templates (templates.message.withdrawal_*). */
  settings: SettingsReader<typeof templateSettings>;
  /** The SMS telling the member, sent once the decision has committed (templates.sms.withdrawal_*). */
  smsNotices: Pick<SmsNotices, 'send'>;
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
    const values = { amount: formatMinor(row.amount_minor) };
    await sendTemplatedMessage(trx, deps.settings, {
      memberId: row.member_id,
      template: 'templates.message.withdrawal_paid',
      values,
      at: now,
    });
    return {
      afterCommit: () => deps.smsNotices.send(row.member_id, 'templates.sms.withdrawal_paid', values),
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
    const values = { amount: formatMinor(row.amount_minor), reason: input.reason };
    await sendTemplatedMessage(trx, deps.settings, {
      memberId: row.member_id,
      template: 'templates.message.withdrawal_rejected',
      values,
      at: now,
    });
    return {
      afterCommit: () => deps.smsNotices.send(row.member_id, 'templates.sms.withdrawal_rejected', values),
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
