import { Form, Input, InputNumber, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ImageUrlsField } from '@/components/image-urls-field';
import { LocalizedFields } from '@/components/localized-fields';
import { OnSaleTag } from '@/components/on-sale-tag';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import type { ConsoleApi } from '@/lib/api/api';
import { useApi } from '@/lib/api/api-context';
import { decimalRule } from '@/lib/format';
import { linesOf } from '@/lib/lines';
import { useAction } from '@/lib/use-action';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import type { CatalogueProduct, ProductFields } from './product-fields';
import { PageCard } from '@/components/page-card';
import { SwitchField } from '@/components/form-fields';
import { editColumn } from '@/components/table-columns';

/** The form's fields as the save call takes them: image URLs one a line become a list. */
export type ProductSave<F extends ProductFields> = Omit<F, 'imageText'> & {
  imageUrls: string[];
  id?: number;
};

/** What differs between the catalogues of machines, pledge products and funds. */
export interface ProductCatalogue<P extends CatalogueProduct, F extends ProductFields> {
  /** The query key of the list, refreshed after a save. */
  listKey: string;
  titleKey: string;
  newKey: string;
  /** Whether the list can be filtered on or off sale. */
  saleFilter?: boolean;
  fetchPage(api: ConsoleApi, request: { page: number; pageSize: number; onSale?: boolean }): Promise<Page<P>>;
  save(api: ConsoleApi, fields: ProductSave<F>): Promise<unknown>;
  /** The columns between the name and the sale status. */
  columns: ColumnsType<P>;
  newValues: Partial<F>;
  fieldsOf(product: P): Partial<F>;
  /** The form's own fields, before the sale switch. */
  fields: ReactNode;
}

/** A catalogue of products operators list, create and change; taken off sale rather than deleted. */
export function ProductCataloguePage<P extends CatalogueProduct, F extends ProductFields>({
  catalogue,
}: {
  catalogue: ProductCatalogue<P, F>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [onSale, setOnSale] = useState<boolean | undefined>();
  const [editing, setEditing] = useState<P | 'new' | null>(null);
  const list = usePagedList(catalogue.listKey, onSale === undefined ? {} : { onSale }, (request) =>
    catalogue.fetchPage(api, request),
  );
  const save = useAction(
    ({ imageText, ...fields }: F) =>
      catalogue.save(api, {
        ...fields,
        imageUrls: linesOf(imageText),
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: [catalogue.listKey], onDone: () => setEditing(null) },
  );

  return (
    <PageCard
      title={t(catalogue.titleKey)}
      action={{ label: t(catalogue.newKey), onClick: () => setEditing('new') }}
    >
      {catalogue.saleFilter && (
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
      )}
      <PagedTable<P>
        list={list}
        columns={[
          { title: t('catalogue.name'), render: (_: unknown, p: P) => p.name.en },
          ...catalogue.columns,
          {
            title: t('common.status'),
            dataIndex: 'onSale',
            render: (v: boolean) => <OnSaleTag onSale={v} />,
          },
          editColumn<P>(t, setEditing),
        ]}
      />
      <FormModal<F>
        title={editing === 'new' ? t(catalogue.newKey) : t('common.edit')}
        open={editing !== null}
        initialValues={
          editing === 'new' || editing === null ? catalogue.newValues : catalogue.fieldsOf(editing)
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
          {catalogue.fields}
          <SwitchField name="onSale" label={t('catalogue.onSale')} />
        </Space>
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}

/** A required amount in dollars, as the operator types it. */
export function UsdField({
  name,
  label,
  placeholder,
  allowZero = false,
}: {
  name: string;
  label: string;
  placeholder: string;
  allowZero?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, message: t('validation.required') },
        decimalRule(t('validation.amount'), { allowZero }),
      ]}
    >
      <Input placeholder={placeholder} />
    </Form.Item>
  );
}

/** A required whole number between `min` and `max`. */
export function CountField({
  name,
  label,
  min,
  max,
  extra,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, message: t('validation.required') }]}
    >
      <InputNumber min={min} max={max} precision={0} />
    </Form.Item>
  );
}

/** The VIP level a member needs to buy; 0 for everyone. */
export function VipField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="requiredVipLevel" label={t('catalogue.vip')}>
      <InputNumber min={0} max={100} precision={0} />
    </Form.Item>
  );
}

/** The term, daily rate and least amount of a term product (a pledge product or a fund). */
export function TermProductFields() {
  const { t } = useTranslation();
  return (
    <>
      <CountField name="termDays" label={t('catalogue.termDays')} min={1} max={3650} />
      <CountField
        name="dailyRateBps"
        label={t('catalogue.dailyRateBps')}
        extra={t('catalogue.bpsHint')}
        min={0}
        max={10_000}
      />
      <UsdField name="minAmount" label={t('catalogue.minAmountUsd')} placeholder="10.00" />
    </>
  );
}
