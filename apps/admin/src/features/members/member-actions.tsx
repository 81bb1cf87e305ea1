import { adminMemberBan, adminMemberFlags, adminMemberUnban, type AdminMemberRow } from '@cloudmine/api';
import { Button, Form, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { useAction } from '@/lib/use-action';
import { useCan } from '@/lib/session-context';
import { AdjustBalanceModal } from './adjust-balance-modal';
import { SwitchField } from '@/components/form-fields';

type Dialog = 'ban' | 'unban' | 'flags' | 'adjust' | null;
const REFRESH = ['member', 'members', 'member-postings'];

/** Ban, unban, flags and balance adjustment, each behind the permission the API wants. */
export function MemberActions({ member }: { member: AdminMemberRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan('members.manage');
  const canAdjust = useCan('money.adjust');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const memberId = member.id;

  const ban = useAction(
    (fields: { kind: 'fraud' | 'bank'; reason: string }) => api.call(adminMemberBan, { memberId, ...fields }),
    { refresh: REFRESH, onDone: close },
  );
  const unban = useAction(
    (fields: { reason: string }) => api.call(adminMemberUnban, { memberId, ...fields }),
    {
      refresh: REFRESH,
      onDone: close,
    },
  );
  const flags = useAction(
    (fields: { identityVerified: boolean; depositProhibited: boolean; vipLevel: number; reason: string }) =>
      api.call(adminMemberFlags, { memberId, ...fields }),
    { refresh: REFRESH, onDone: close },
  );

  return (
    <Space>
      {canManage && member.status === 'active' && (
        <Button danger onClick={() => setDialog('ban')}>
          {t('members.ban')}
        </Button>
      )}
      {canManage && member.status !== 'active' && (
        <Button onClick={() => setDialog('unban')}>{t('members.unban')}</Button>
      )}
      {canManage && <Button onClick={() => setDialog('flags')}>{t('members.flags')}</Button>}
      {canAdjust && (
        <Button type="primary" onClick={() => setDialog('adjust')}>
          {t('members.adjust')}
        </Button>
      )}

      <FormModal<{ kind: 'fraud' | 'bank'; reason: string }>
        title={t('members.ban')}
        open={dialog === 'ban'}
        initialValues={{ kind: 'fraud' }}
        pending={ban.isPending}
        onSubmit={(fields) => ban.mutate(fields)}
        onCancel={close}
        okText={t('members.ban')}
        danger
      >
        <Form.Item name="kind" label={t('members.banKind')} rules={[{ required: true }]}>
          <Radio.Group>
            <Radio value="fraud">{t('members.banFraud')}</Radio>
            <Radio value="bank">{t('members.banBank')}</Radio>
          </Radio.Group>
        </Form.Item>
        <ReasonField />
      </FormModal>

      <FormModal<{ reason: string }>
        title={t('members.unban')}
        open={dialog === 'unban'}
        pending={unban.isPending}
        onSubmit={(fields) => unban.mutate(fields)}
        onCancel={close}
        okText={t('members.unban')}
      >
        <ReasonField />
      </FormModal>

      <FormModal<{ identityVerified: boolean; depositProhibited: boolean; vipLevel: number; reason: string }>
        title={t('members.flags')}
        open={dialog === 'flags'}
        initialValues={{
          identityVerified: member.identityVerified,
          depositProhibited: member.depositProhibited,
          vipLevel: member.vipLevel,
        }}
        pending={flags.isPending}
        onSubmit={(fields) => flags.mutate(fields)}
        onCancel={close}
      >
        <SwitchField name="identityVerified" label={t('members.identityVerified')} />
        <SwitchField name="depositProhibited" label={t('members.depositProhibited')} />
        <Form.Item
          name="vipLevel"
          label={t('members.vipLevel')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 0,
              max: 100,
              message: t('validation.range', { min: 0, max: 100 }),
            },
          ]}
        >
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <ReasonField />
      </FormModal>

      <AdjustBalanceModal member={member} open={dialog === 'adjust'} onClose={close} />
    </Space>
  );
}
