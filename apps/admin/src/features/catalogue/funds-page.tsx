import { adminFundSave, adminFundsList, formatMinor, type CallResponse } from '@cloudmine/api';
import { Button, Card, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ImageUrlsField } from '@/components/image-urls-field';
import { LocalizedFields } from '@/components/localized-fields';
import { OnSaleTag } from '@/components/on-sale-tag';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { decimalRule, money } from '@/lib/format';
import { linesOf } from '@/lib/lines';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';

type Product = CallResponse<typeof adminFundsList>['items'][number];
interface Fields {
  name: { en: string; zh?: string; bd?: string };
  description: { en?: string; zh?: string; bd?: string };
  imageText?: string;
  termDays: number;
  dailyRateBps: number;
  minAmount: string;
  maxAmount: string;
  totalCap: string;
  maxTimes: number;
  requiredVipLevel: number;
  onSale: boolean;
  reason: string;
}

function fieldsOf(p: Product): Partial<Fields> {
  return {
    name: p.name,
    description: p.description,
    imageText: p.imageUrls.join('\n'),
    termDays: p.termDays,
    dailyRateBps: p.dailyRateBps,
    minAmount: formatMinor(p.minAmountMinor),
    maxAmount: formatMinor(p.maxAmountMinor),
    totalCap: formatMinor(p.totalCapMinor),
    maxTimes: p.maxTimes,
    requiredVipLevel: p.requiredVipLevel,
    onSale: p.onSale,
  };
}

/** Funds members invest in; changes apply to new investments only. */
export function FundsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const list = usePagedList('funds', {}, (request) => api.call(adminFundsList, request));
  const save = useAction(
    ({ imageText, ...fields }: Fields) =>
      api.call(adminFundSave, {
        ...fields,
        imageUrls: linesOf(imageText),
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['funds'], onDone: () => setEditing(null) },
  );
  const required = { required: true, message: t('validation.required') };

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.funds')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('catalogue.newFund')}
        </Button>
      }
    >
      <PagedTable<Product>
        list={list}
        rowKey="id"
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('catalogue.name'), render: (_: unknown, p: Product) => p.name.en },
          { title: t('catalogue.termDays'), dataIndex: 'termDays' },
          { title: t('catalogue.dailyRateBps'), dataIndex: 'dailyRateBps' },
          { title: t('catalogue.minAmount'), dataIndex: 'minAmountMinor', render: money },
          { title: t('catalogue.maxAmount'), dataIndex: 'maxAmountMinor', render: money },
          { title: t('catalogue.totalCap'), dataIndex: 'totalCapMinor', render: money },
          { title: t('catalogue.raised'), dataIndex: 'raisedMinor', render: money },
          { title: t('catalogue.maxTimes'), dataIndex: 'maxTimes' },
          {
            title: t('common.status'),
            dataIndex: 'onSale',
            render: (v: boolean) => <OnSaleTag onSale={v} />,
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, p: Product) => (
              <Button size="small" onClick={() => setEditing(p)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('catalogue.newFund') : t('common.edit')}
        open={editing !== null}
        initialValues={
          editing === 'new' || editing === null
            ? { termDays: 30, dailyRateBps: 100, maxTimes: 1, requiredVipLevel: 0, onSale: true }
            : fieldsOf(editing)
        }
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
        width={760}
      >
        <LocalizedFields name={['name']} label={t('catalogue.name')} max={80} />
        <LocalizedFields
          name={['description']}
          label={t('catalogue.description')}
          max={2000}
          multiline
          required={false}
        />
        <ImageUrlsField />
        <Space wrap>
          <Form.Item name="termDays" label={t('catalogue.termDays')} rules={[required]}>
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item
            name="dailyRateBps"
            label={t('catalogue.dailyRateBps')}
            extra={t('catalogue.bpsHint')}
            rules={[required]}
          >
            <InputNumber min={0} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item
            name="minAmount"
            label={t('catalogue.minAmountUsd')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="10.00" />
          </Form.Item>
          <Form.Item
            name="maxAmount"
            label={t('catalogue.maxAmountUsd')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="10000.00" />
          </Form.Item>
          <Form.Item
            name="totalCap"
            label={t('catalogue.totalCapUsd')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="1000000.00" />
          </Form.Item>
          <Form.Item name="maxTimes" label={t('catalogue.maxTimes')} rules={[required]}>
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="requiredVipLevel" label={t('catalogue.vip')}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="onSale" label={t('catalogue.onSale')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <ReasonField />
      </FormModal>
    </Card>
  );
}
