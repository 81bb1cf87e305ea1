import {
  adminPaymentChannelSave,
  adminPaymentChannelsList,
  CHANNEL_KINDS,
  formatMinor,
  formatMinorIn,
  LANGUAGES,
  type Language,
  type CallResponse,
  type ChannelKind,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ReasonField } from '@/components/reason-field';
import { StackedCell } from '@/components/stacked-cell';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { decimalRule } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCan } from '@/lib/session-context';
import { useAction } from '@/lib/use-action';
import { PageCard } from '@/components/page-card';
import { SortOrderField, SwitchField } from '@/components/form-fields';
import { editColumn } from '@/components/table-columns';

type Channel = CallResponse<typeof adminPaymentChannelsList>['items'][number];
interface Fields {
  name: string;
  /** The name members read in each language; empty reads `name`. */
  names?: Partial<Record<Language, string>>;
  kind: ChannelKind;
  currency: string;
  usdPerUnit: string;
  min: string;
  max: string;
  payee?: string | null;
  enabled: boolean;
  collectionProhibited: boolean;
  sortOrder: number;
  reason: string;
}

function fieldsOf(c: Channel): Partial<Fields> {
  return {
    name: c.name,
    names: c.names,
    kind: c.kind,
    currency: c.currency,
    usdPerUnit: c.usdPerUnit,
    min: formatMinor(c.minMinor),
    max: formatMinor(c.maxMinor),
    payee: c.payee,
    enabled: c.enabled,
    collectionProhibited: c.collectionProhibited,
    sortOrder: c.sortOrder,
  };
}

/** Recharge channels: gateway, manual bank transfer and USDT, with rate, limits and payee. */
export function PaymentChannelsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const canConfigure = useCan('finance.configure');
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const channels = useQuery({
    queryKey: ['payment-channels'],
    queryFn: () => api.call(adminPaymentChannelsList, {}),
  });
  const save = useAction(
    (fields: Fields) =>
      api.call(adminPaymentChannelSave, {
        ...fields,
        names: { zh: fields.names?.zh ?? '', en: fields.names?.en ?? '', bd: fields.names?.bd ?? '' },
        payee: fields.payee?.trim() ? fields.payee.trim() : null,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['payment-channels'], onDone: () => setEditing(null) },
  );
  const required = { required: true, message: t('validation.required') };

  return (
    <PageCard
      title={t('menu.paymentChannels')}
      action={canConfigure && { label: t('finance.newChannel'), onClick: () => setEditing('new') }}
    >
      <StaticTable<Channel>
        loading={channels.isFetching}
        dataSource={channels.data?.items ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          // The kind under the name and the rate under the currency, so the list fits a 1280 px
          // screen (e2e/tests/console-widths.spec.ts).
          {
            title: `${t('finance.channelName')} / ${t('finance.kind')}`,
            render: (_: unknown, c: Channel) => <StackedCell main={c.name} note={c.kind} />,
          },
          {
            title: `${t('finance.currency')} / ${t('finance.usdPerUnit')}`,
            render: (_: unknown, c: Channel) => <StackedCell main={c.currency} note={c.usdPerUnit} />,
          },
          {
            title: t('finance.limits'),
            render: (_: unknown, c: Channel) =>
              `${formatMinorIn(c.minMinor, language)} – ${formatMinorIn(c.maxMinor, language)}\u00a0${c.currency}`,
          },
          {
            title: t('finance.payee'),
            dataIndex: 'payee',
            // A USDT address is one long word: it may break anywhere rather than widen the table.
            render: (p: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{p ?? '—'}</span>,
          },
          {
            title: t('common.status'),
            render: (_: unknown, c: Channel) => (
              <Space direction="vertical" size={4}>
                {c.enabled ? (
                  <Tag color="green">{t('common.active')}</Tag>
                ) : (
                  <Tag>{t('common.inactive')}</Tag>
                )}
                {c.collectionProhibited && <Tag color="red">{t('finance.collectionProhibited')}</Tag>}
              </Space>
            ),
          },
          editColumn<Channel>(t, setEditing, canConfigure),
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('finance.newChannel') : t('common.edit')}
        open={editing !== null}
        initialValues={
          editing === 'new' || editing === null
            ? {
                kind: 'bank_transfer',
                currency: 'BDT',
                enabled: true,
                collectionProhibited: false,
                sortOrder: 0,
              }
            : fieldsOf(editing)
        }
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
        width={720}
      >
        <Space wrap>
          <Form.Item name="name" label={t('finance.channelName')} rules={[required, { max: 64 }]}>
            <Input />
          </Form.Item>
          {LANGUAGES.map((language) => (
            <Form.Item
              key={language}
              name={['names', language]}
              label={t('finance.channelNameIn', { language: t(`languages.${language}`) })}
              rules={[{ max: 64 }]}
            >
              <Input placeholder={t('finance.channelNamesHint')} />
            </Form.Item>
          ))}
          <Form.Item name="kind" label={t('finance.kind')} rules={[required]}>
            <Select<ChannelKind>
              style={{ width: 180 }}
              options={CHANNEL_KINDS.map((k) => ({ value: k, label: k }))}
            />
          </Form.Item>
          <Form.Item
            name="currency"
            label={t('finance.currency')}
            rules={[required, { pattern: /^[A-Z]{3,5}$/, message: t('validation.currency') }]}
          >
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item
            name="usdPerUnit"
            label={t('finance.usdPerUnit')}
            extra={t('finance.usdPerUnitHint')}
            rules={[required, { pattern: /^\d{1,6}(\.\d{1,8})?$/, message: t('validation.rate') }]}
          >
            <Input placeholder="0.00833333" />
          </Form.Item>
          <Form.Item
            name="min"
            label={t('finance.min')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="500" />
          </Form.Item>
          <Form.Item
            name="max"
            label={t('finance.max')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="50000" />
          </Form.Item>
          <SortOrderField max={10_000} />
          <SwitchField name="enabled" label={t('common.active')} />
          <Form.Item
            name="collectionProhibited"
            label={t('finance.collectionProhibited')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item
          name="payee"
          label={t('finance.payee')}
          extra={t('finance.payeeHint')}
          rules={[{ max: 500 }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}
