import {
  adminLotteryPrizes,
  adminLotteryPrizeSave,
  formatMinor,
  PRIZE_KINDS,
  type CallResponse,
  type PrizeKind,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { LocalizedFields } from '@/components/localized-fields';
import { ReasonField } from '@/components/reason-field';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { money } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { PageCard } from '@/components/page-card';
import { SortOrderField, SwitchField } from '@/components/form-fields';
import { activeColumn, editColumn } from '@/components/table-columns';

type Prize = CallResponse<typeof adminLotteryPrizes>['items'][number];
interface Fields {
  names: { en: string; zh?: string; bd?: string };
  kind: PrizeKind;
  amount?: string;
  weight: number;
  stock?: number | null;
  imageUrl?: string;
  sortOrder: number;
  active: boolean;
  reason: string;
}

function fieldsOf(p: Prize): Partial<Fields> {
  return {
    names: p.names,
    kind: p.kind,
    amount: p.kind === 'points' ? String(p.points) : formatMinor(p.amountMinor),
    weight: p.weight,
    stock: p.stock,
    imageUrl: p.imageUrl,
    sortOrder: p.sortOrder,
    active: p.active,
  };
}

/** Prizes of the lucky draw; the weight is a relative chance among active prizes in stock. */
export function LotteryPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<Prize | 'new' | null>(null);
  const prizes = useQuery({ queryKey: ['lottery-prizes'], queryFn: () => api.call(adminLotteryPrizes, {}) });
  const items = prizes.data?.items ?? [];
  const totalWeight = items
    .filter((p) => p.active && (p.stock === null || p.stock > 0))
    .reduce((sum, p) => sum + p.weight, 0);
  const save = useAction(
    (fields: Fields) =>
      api.call(adminLotteryPrizeSave, {
        ...fields,
        amount: fields.kind === 'nothing' ? '0' : (fields.amount ?? '0').trim(),
        stock: fields.stock ?? null,
        imageUrl: fields.imageUrl?.trim() ?? '',
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['lottery-prizes'], onDone: () => setEditing(null) },
  );
  const required = { required: true, message: t('validation.required') };

  return (
    <PageCard
      title={t('menu.lottery')}
      action={{ label: t('catalogue.newPrize'), onClick: () => setEditing('new') }}
    >
      <StaticTable<Prize>
        loading={prizes.isFetching}
        dataSource={items}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('catalogue.name'), render: (_: unknown, p: Prize) => p.names.en },
          {
            title: t('catalogue.prizeKind'),
            dataIndex: 'kind',
            render: (k: PrizeKind) => t(`prizeKinds.${k}`),
          },
          {
            title: t('catalogue.prizeValue'),
            render: (_: unknown, p: Prize) =>
              p.kind === 'points' ? `${p.points}` : p.kind === 'balance' ? money(p.amountMinor) : '—',
          },
          { title: t('catalogue.weight'), dataIndex: 'weight' },
          {
            title: t('catalogue.chance'),
            render: (_: unknown, p: Prize) =>
              p.active && totalWeight > 0 && (p.stock === null || p.stock > 0)
                ? `${((p.weight * 100) / totalWeight).toFixed(2)}%`
                : '0%',
          },
          {
            title: t('catalogue.stock'),
            dataIndex: 'stock',
            render: (s: number | null) => s ?? t('catalogue.unlimited'),
          },
          { title: t('catalogue.drawn'), dataIndex: 'drawn' },
          { title: t('catalogue.sortOrder'), dataIndex: 'sortOrder' },
          activeColumn(t, 'active'),
          editColumn<Prize>(t, setEditing),
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('catalogue.newPrize') : t('common.edit')}
        open={editing !== null}
        initialValues={
          editing === 'new' || editing === null
            ? { kind: 'points', weight: 10, sortOrder: 0, active: true }
            : fieldsOf(editing)
        }
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
      >
        <LocalizedFields name={['names']} label={t('catalogue.name')} max={40} />
        <Space wrap>
          <Form.Item name="kind" label={t('catalogue.prizeKind')} rules={[required]}>
            <Select<PrizeKind>
              style={{ width: 160 }}
              options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`prizeKinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('catalogue.prizeValue')}
            extra={t('catalogue.prizeValueHint')}
            rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/, message: t('validation.amount') }]}
          >
            <Input placeholder="10" />
          </Form.Item>
          <Form.Item name="weight" label={t('catalogue.weight')} rules={[required]}>
            <InputNumber min={0} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="stock" label={t('catalogue.stock')}>
            <InputNumber min={0} max={1_000_000_000} precision={0} placeholder={t('catalogue.unlimited')} />
          </Form.Item>
          <SortOrderField max={1000} />
          <SwitchField name="active" label={t('common.active')} />
        </Space>
        <Form.Item
          name="imageUrl"
          label={t('catalogue.imageUrl')}
          rules={[{ pattern: /^(|\/[\w./-]*|https:\/\/\S+)$/, message: t('validation.imageUrls') }]}
        >
          <Input placeholder="/images/prize.png" />
        </Form.Item>
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}
