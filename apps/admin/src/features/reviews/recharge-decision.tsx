import { adminRechargeConfirm, adminRechargeFail, formatMinor } from '@cloudmine/api';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { decimalRule, money } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { useConfirm } from '@/lib/use-confirm';
import type { DecisionModalProps } from './decision';
import type { RechargeRow } from './recharges-page';

export type RechargeDecisionKind = 'confirm' | 'fail';
interface Fields {
  receivedAmount?: string;
  reason: string;
}

/**
 * Confirm credits the member once (optionally the amount actually received); fail credits nothing.
 * A confirmation states the member and the amount before anything is sent.
 */
export function RechargeDecision({
  decision,
  onClose,
}: DecisionModalProps<RechargeRow, RechargeDecisionKind>) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const decide = useAction(
    ({ kind, rechargeId, fields }: { kind: RechargeDecisionKind; rechargeId: number; fields: Fields }) =>
      kind === 'confirm'
        ? api.call(adminRechargeConfirm, {
            rechargeId,
            reason: fields.reason,
            ...(fields.receivedAmount?.trim() ? { receivedAmount: fields.receivedAmount.trim() } : {}),
          })
        : api.call(adminRechargeFail, { rechargeId, reason: fields.reason }),
    { refresh: ['recharges'], onDone: onClose },
  );
  if (!decision) return null;
  const { row, kind } = decision;
  const ordered = `${formatMinor(row.amountMinor)} ${row.currency}`;

  const submit = async (fields: Fields) => {
    const received = fields.receivedAmount?.trim()
      ? `${fields.receivedAmount.trim()} ${row.currency}`
      : ordered;
    const ok = await confirm(
      kind === 'confirm' ? t('reviews.confirmRechargeTitle') : t('reviews.failRechargeTitle'),
      t(kind === 'confirm' ? 'reviews.confirmRecharge' : 'reviews.failRecharge', {
        amount: received,
        member: row.phone,
        orderNo: row.orderNo,
      }),
      { danger: kind === 'fail' },
    );
    if (ok) decide.mutate({ kind, rechargeId: row.id, fields });
  };

  return (
    <FormModal<Fields>
      title={`${kind === 'confirm' ? t('reviews.confirm') : t('reviews.fail')} ${row.orderNo}`}
      open
      pending={decide.isPending}
      onSubmit={(fields) => void submit(fields)}
      onCancel={onClose}
      okText={kind === 'confirm' ? t('reviews.confirm') : t('reviews.fail')}
      danger={kind === 'fail'}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('common.member')}>{row.phone}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.channel')}>{row.channelName}</Descriptions.Item>
        <Descriptions.Item label={t('common.amount')}>{ordered}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.credit')}>{money(row.creditMinor)}</Descriptions.Item>
        <Descriptions.Item label={t('reviews.payerReference')}>{row.payerReference ?? '—'}</Descriptions.Item>
      </Descriptions>
      {kind === 'confirm' && (
        <Form.Item
          name="receivedAmount"
          label={t('reviews.receivedAmount', { currency: row.currency })}
          extra={t('reviews.receivedAmountHint')}
          rules={[
            {
              validator: (rule, value) =>
                value ? decimalRule(t('validation.amount')).validator(rule, value) : Promise.resolve(),
            },
          ]}
        >
          <Input inputMode="decimal" placeholder={formatMinor(row.amountMinor)} />
        </Form.Item>
      )}
      <ReasonField />
    </FormModal>
  );
}
