import { adminBankSave, adminBanksList, type CallResponse } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useCan } from '@/lib/session-context';
import { useAction } from '@/lib/use-action';
import { PageCard } from '@/components/page-card';
import { SortOrderField, SwitchField } from '@/components/form-fields';
import { activeColumn, editColumn } from '@/components/table-columns';

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
    <PageCard
      title={t('menu.banks')}
      action={canConfigure && { label: t('finance.newBank'), onClick: () => setEditing('new') }}
    >
      <StaticTable<Bank>
        loading={banks.isFetching}
        dataSource={banks.data?.items ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('finance.bankName'), dataIndex: 'name' },
          { title: t('finance.cards'), dataIndex: 'cards' },
          { title: t('catalogue.sortOrder'), dataIndex: 'sortOrder' },
          activeColumn(t, 'enabled'),
          editColumn<Bank>(t, setEditing, canConfigure),
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
          <SortOrderField max={10_000} />
          <SwitchField name="enabled" label={t('common.active')} />
        </Space>
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}
