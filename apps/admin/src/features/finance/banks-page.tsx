import { adminBankSave, adminBanksList, type CallResponse } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useCan } from '@/lib/session-context';
import { useAction } from '@/lib/use-action';

type Bank = CallResponse<typeof adminBanksList>['items'][number];
interface Fields {
  name: string;
  enabled: boolean;
  sortOrder: number;
  reason: string;
}

/** The banks members choose from when binding a card; hidden rather than deleted. */
export function BanksPage() {
  const { t } = useTranslation();
  const api = useApi();
  const canConfigure = useCan('finance.configure');
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);
  const banks = useQuery({ queryKey: ['banks'], queryFn: () => api.call(adminBanksList, {}) });
  const save = useAction(
    (fields: Fields) =>
      api.call(adminBankSave, { ...fields, ...(editing && editing !== 'new' ? { id: editing.id } : {}) }),
    { refresh: ['banks'], onDone: () => setEditing(null) },
  );

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.banks')}</Typography.Title>}
      extra={
        canConfigure && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('finance.newBank')}
          </Button>
        )
      }
    >
      <StaticTable<Bank>
        rowKey="id"
        loading={banks.isFetching}
        dataSource={banks.data?.items ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('finance.bankName'), dataIndex: 'name' },
          { title: t('finance.cards'), dataIndex: 'cards' },
          { title: t('catalogue.sortOrder'), dataIndex: 'sortOrder' },
          {
            title: t('common.status'),
            dataIndex: 'enabled',
            render: (e: boolean) =>
              e ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, b: Bank) =>
              canConfigure && (
                <Button size="small" onClick={() => setEditing(b)}>
                  {t('common.edit')}
                </Button>
              ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('finance.newBank') : t('common.edit')}
        open={editing !== null}
        initialValues={editing === 'new' || editing === null ? { enabled: true, sortOrder: 0 } : editing}
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
      >
        <Form.Item
          name="name"
          label={t('finance.bankName')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { min: 2, max: 64, message: t('validation.lengthBetween', { min: 2, max: 64 }) },
          ]}
        >
          <Input />
        </Form.Item>
        <Space>
          <Form.Item name="sortOrder" label={t('catalogue.sortOrder')}>
            <InputNumber min={0} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('common.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <ReasonField />
      </FormModal>
    </Card>
  );
}
