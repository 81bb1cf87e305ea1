import { adminWithdrawalApprove, adminWithdrawalReject } from '@cloudmine/api';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { money } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { useConfirm } from '@/lib/use-confirm';
import type { DecisionModalProps } from './decision';
import type { WithdrawalRow } from './withdrawals-page';

export type Decision = 'approve' | 'reject';

/**
 * Approve (the money has been paid to the account shown) or reject with a reason (amount and fee go
 * back to the balance). Either way the operator confirms once more, with the amount in front of them.
 */
export function WithdrawalDecision({ decision, onClose }: DecisionModalProps<WithdrawalRow, Decision>) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const decide = useAction(
    ({ kind, withdrawalId, reason }: { kind: Decision; withdrawalId: number; reason?: string }) =>
      kind === 'approve'
        ? api.call(adminWithdrawalApprove, { withdrawalId, ...(reason ? { reason } : {}) })
        : api.call(adminWithdrawalReject, { withdrawalId, reason: reason ?? '' }),
    { refresh: ['withdrawals'], onDone: onClose },
  );
  if (!decision) return null;
  const { row, kind } = decision;

  const submit = async ({ reason }: { reason?: string }) => {
    const ok = await confirm(
      kind === 'approve' ? t('reviews.approveConfirmTitle') : t('reviews.rejectConfirmTitle'),
      t(kind === 'approve' ? 'reviews.approveConfirm' : 'reviews.rejectConfirm', {
        amount: money(row.amountMinor),
        total: money(row.totalMinor),
        account: `${row.bankName ?? row.method} ${row.account} (${row.holderName})`,
        member: row.phone,
      }),
      { danger: kind === 'reject' },
    );
    if (ok)
      decide.mutate({ kind, withdrawalId: row.id, ...(reason?.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <FormModal<{ reason?: string }>
      title={`${kind === 'approve' ? t('reviews.approve') : t('reviews.reject')} #${row.id}`}
      open
      pending={decide.isPending}
      onSubmit={(fields) => void submit(fields)}
      onCancel={onClose}
      okText={kind === 'approve' ? t('reviews.approve') : t('reviews.reject')}
      danger={kind === 'reject'}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('common.member')}>{row.phone}</Descriptions.Item>
        <Descriptions.Item label={t('common.amount')}>{money(row.amountMinor)}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.fee')}>{money(row.feeMinor)}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.account')}>
          {row.bankName ?? row.method} · {row.account} · {row.holderName}
          {row.accountPhone ? ` · ${row.accountPhone}` : ''}
        </Descriptions.Item>
      </Descriptions>
      <ReasonField optional={kind === 'approve'} />
    </FormModal>
  );
}
