import {
  adminMemberAdjust,
  formatMinor,
  parseDecimal,
  type AdminMemberRow,
  type WalletKind,
} from '@cloudmine/api';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { decimalRule } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useAction } from '@/lib/use-action';
import { useConfirm } from '@/lib/use-confirm';

interface AdjustFields {
  wallet: WalletKind;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/**
 * Top-up (type 3) or deduction (type 4) with a mandatory reason. One idempotency key per opened
 * dialog: a retry after a lost answer never moves the money twice.
 */
export function AdjustBalanceModal(props: { member: AdminMemberRow; open: boolean; onClose: () => void }) {
  const { member, open, onClose } = props;
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [wallet, setWallet] = useState<WalletKind>('balance');
  const adjust = useAction(
    (fields: AdjustFields) => api.call(adminMemberAdjust, { memberId: member.id, ...fields, idempotencyKey }),
    {
      refresh: ['member', 'members', 'member-postings'],
      onDone: () => {
        setIdempotencyKey(newIdempotencyKey());
        onClose();
      },
    },
  );

  const submit = async (fields: AdjustFields) => {
    const shown =
      fields.wallet === 'points' ? fields.amount : `${formatMinor(parseDecimal(fields.amount))} USD`;
    const sign = fields.direction === 'credit' ? '+' : '−';
    const ok = await confirm(
      t('members.adjustConfirmTitle'),
      t('members.adjustConfirm', {
        amount: `${sign}${shown}`,
        wallet: t(`wallets.${fields.wallet}`),
        member: `#${member.id} ${member.phone}`,
      }),
      { danger: fields.direction === 'debit' },
    );
    if (ok) adjust.mutate(fields);
  };

  return (
    <FormModal<AdjustFields>
      title={t('members.adjust')}
      open={open}
      initialValues={{ wallet: 'balance', direction: 'credit' }}
      pending={adjust.isPending}
      onSubmit={(fields) => void submit(fields)}
      onCancel={onClose}
    >
      <Form.Item name="wallet" label={t('members.wallet')} rules={[{ required: true }]}>
        <Radio.Group onChange={(event) => setWallet(event.target.value as WalletKind)}>
          <Radio value="balance">{t('wallets.balance')}</Radio>
          <Radio value="team_balance">{t('wallets.team_balance')}</Radio>
          <Radio value="points">{t('wallets.points')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="direction" label={t('members.direction')} rules={[{ required: true }]}>
        <Radio.Group>
          <Radio value="credit">{t('members.credit')}</Radio>
          <Radio value="debit">{t('members.debit')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="amount"
        label={wallet === 'points' ? t('members.amountPoints') : t('members.amountUsd')}
        rules={[
          { required: true, message: t('validation.required') },
          wallet === 'points'
            ? { pattern: /^[1-9]\d{0,11}$/, message: t('validation.wholeNumber') }
            : decimalRule(t('validation.amount')),
        ]}
      >
        <Input inputMode="decimal" placeholder={wallet === 'points' ? '100' : '12.50'} />
      </Form.Item>
      <ReasonField />
    </FormModal>
  );
}
