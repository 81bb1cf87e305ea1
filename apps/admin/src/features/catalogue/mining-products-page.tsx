import {
  adminMallProductSave,
  adminMallProductsList,
  formatMinor,
  type AdminMiningProduct,
} from '@cloudmine/api';
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
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

interface Fields {
  name: { en: string; zh?: string; bd?: string };
  description: { en?: string; zh?: string; bd?: string };
  imageText?: string;
  price: string;
  dailyIncome: string;
  termDays: number;
  stock: number;
  maxPerMember?: number | null;
  requiredVipLevel: number;
  prerequisiteProductId?: number | null;
  onSale: boolean;
  reason: string;
}

function fieldsOf(product: AdminMiningProduct): Partial<Fields> {
  return {
    name: product.name,
    description: product.description,
    imageText: product.imageUrls.join('\n'),
    price: formatMinor(product.priceMinor),
    dailyIncome: formatMinor(product.dailyIncomeMinor),
    termDays: product.termDays,
    stock: product.stock,
    maxPerMember: product.maxPerMember,
    requiredVipLevel: product.requiredVipLevel,
    prerequisiteProductId: product.prerequisiteProductId,
    onSale: product.onSale,
  };
}

const NEW_PRODUCT: Partial<Fields> = { termDays: 30, stock: 1000, requiredVipLevel: 0, onSale: true };

/** Mining machines members buy in the mall; taken off sale rather than deleted. */
export function MiningProductsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [onSale, setOnSale] = useState<boolean | undefined>();
  const [editing, setEditing] = useState<AdminMiningProduct | 'new' | null>(null);
  const list = usePagedList('mining-products', onSale === undefined ? {} : { onSale }, (request) =>
    api.call(adminMallProductsList, request),
  );
  const save = useAction(
    ({ imageText, ...fields }: Fields) =>
      api.call(adminMallProductSave, {
        ...fields,
        maxPerMember: fields.maxPerMember ?? null,
        prerequisiteProductId: fields.prerequisiteProductId ?? null,
        imageUrls: linesOf(imageText),
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['mining-products'], onDone: () => setEditing(null) },
  );

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.miningProducts')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('catalogue.newProduct')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Select<'on' | 'off' | undefined>
          allowClear
          placeholder={t('catalogue.saleFilter')}
          value={onSale === undefined ? undefined : onSale ? 'on' : 'off'}
          onChange={(value) => setOnSale(value === undefined ? undefined : value === 'on')}
          style={{ width: 180 }}
          options={[
            { value: 'on', label: t('catalogue.onSale') },
            { value: 'off', label: t('catalogue.offSale') },
          ]}
        />
      </Space>
      <PagedTable<AdminMiningProduct>
        list={list}
        rowKey="id"
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('catalogue.name'), render: (_: unknown, p: AdminMiningProduct) => p.name.en },
          { title: t('catalogue.price'), dataIndex: 'priceMinor', render: money },
          { title: t('catalogue.dailyIncome'), dataIndex: 'dailyIncomeMinor', render: money },
          { title: t('catalogue.termDays'), dataIndex: 'termDays' },
          { title: t('catalogue.stock'), dataIndex: 'stock' },
          { title: t('catalogue.sold'), dataIndex: 'soldQuantity' },
          { title: t('catalogue.vip'), dataIndex: 'requiredVipLevel' },
          {
            title: t('common.status'),
            dataIndex: 'onSale',
            render: (v: boolean) => <OnSaleTag onSale={v} />,
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, p: AdminMiningProduct) => (
              <Button size="small" onClick={() => setEditing(p)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('catalogue.newProduct') : t('common.edit')}
        open={editing !== null}
        initialValues={editing === 'new' || editing === null ? NEW_PRODUCT : fieldsOf(editing)}
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
          <Form.Item
            name="price"
            label={t('catalogue.priceUsd')}
            rules={[
              { required: true, message: t('validation.required') },
              decimalRule(t('validation.amount')),
            ]}
          >
            <Input placeholder="100.00" />
          </Form.Item>
          <Form.Item
            name="dailyIncome"
            label={t('catalogue.dailyIncomeUsd')}
            rules={[
              { required: true, message: t('validation.required') },
              decimalRule(t('validation.amount'), { allowZero: true }),
            ]}
          >
            <Input placeholder="3.50" />
          </Form.Item>
          <Form.Item
            name="termDays"
            label={t('catalogue.termDays')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item
            name="stock"
            label={t('catalogue.stock')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={0} max={100_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="maxPerMember" label={t('catalogue.maxPerMember')}>
            <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('catalogue.unlimited')} />
          </Form.Item>
          <Form.Item name="requiredVipLevel" label={t('catalogue.vip')}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          <Form.Item name="prerequisiteProductId" label={t('catalogue.prerequisite')}>
            <InputNumber min={1} precision={0} placeholder={t('catalogue.none')} />
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
