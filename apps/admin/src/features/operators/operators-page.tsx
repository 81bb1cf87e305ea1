import {
  adminOperatorsCreate,
  adminOperatorsList,
  adminOperatorsUpdate,
  OPERATOR_ROLES,
  type CallResponse,
  type OperatorRole,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { PageCard } from '@/components/page-card';
import { activeColumn, editColumn } from '@/components/table-columns';

type Operator = CallResponse<typeof adminOperatorsList>['items'][number];
type Created = CallResponse<typeof adminOperatorsCreate>;

/** Operator accounts (owner only): create with a one-time password and TOTP secret, change role, disable. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const operators = useQuery({ queryKey: ['operators'], queryFn: () => api.call(adminOperatorsList, {}) });
  const create = useAction(
    (fields: { username: string; role: OperatorRole; reason: string }) =>
      api.call(adminOperatorsCreate, fields),
    {
      refresh: ['operators'],
      onDone: (result) => {
        setCreating(false);
        setCreated(result);
      },
    },
  );
  const update = useAction(
    (fields: { role: OperatorRole; active: boolean; reason: string }) =>
      api.call(adminOperatorsUpdate, { operatorId: editing?.id ?? 0, ...fields }),
    { refresh: ['operators'], onDone: () => setEditing(null) },
  );
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));

  return (
    <PageCard
      title={t('menu.operators')}
      action={{ label: t('operators.create'), onClick: () => setCreating(true) }}
    >
      <StaticTable<Operator>
        loading={operators.isFetching}
        dataSource={operators.data?.items ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('auth.username'), dataIndex: 'username' },
          { title: t('operators.role'), dataIndex: 'role', render: (r: OperatorRole) => t(`roles.${r}`) },
          activeColumn(t, 'active', 'operators.disabled'),
          { title: t('members.lastLoginAt'), dataIndex: 'lastLoginAt', render: dateTime },
          { title: t('operators.createdAt'), dataIndex: 'createdAt', render: dateTime },
          editColumn<Operator>(t, setEditing),
        ]}
      />
      <FormModal<{ username: string; role: OperatorRole; reason: string }>
        title={t('operators.create')}
        open={creating}
        initialValues={{ role: 'support' }}
        pending={create.isPending}
        onSubmit={(fields) => create.mutate(fields)}
        onCancel={() => setCreating(false)}
      >
        <Form.Item
          name="username"
          label={t('auth.username')}
          extra={t('operators.usernameHint')}
          rules={[{ required: true, pattern: /^[a-z0-9_.-]{3,32}$/, message: t('validation.username') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
          <Select<OperatorRole> options={roleOptions} />
        </Form.Item>
        <ReasonField />
      </FormModal>
      <FormModal<{ role: OperatorRole; active: boolean; reason: string }>
        title={`${t('common.edit')} ${editing?.username ?? ''}`}
        open={editing !== null}
        initialValues={editing ? { role: editing.role, active: editing.active } : {}}
        pending={update.isPending}
        onSubmit={(fields) => update.mutate(fields)}
        onCancel={() => setEditing(null)}
      >
        <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
          <Select<OperatorRole> options={roleOptions} />
        </Form.Item>
        <Form.Item
          name="active"
          label={t('common.active')}
          valuePropName="checked"
          extra={t('operators.disableHint')}
        >
          <Switch />
        </Form.Item>
        <ReasonField />
      </FormModal>
      <Modal
        title={t('operators.createdTitle')}
        open={created !== null}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon message={t('operators.createdWarning')} style={{ marginBottom: 16 }} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('auth.username')}>{created?.operator.username}</Descriptions.Item>
          <Descriptions.Item label={t('auth.password')}>
            <Typography.Text copyable code>
              {created?.password}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('operators.totpSecret')}>
            <Typography.Text copyable code>
              {created?.totpSecret}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('operators.totpUri')}>
            <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
              {created?.totpUri}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Modal>
    </PageCard>
  );
}
