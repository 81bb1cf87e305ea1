import {
  adminBargainEventsCreate,
  adminBargainEventsList,
  adminBargainEventsSetActive,
  type CallResponse,
} from '@cloudmine/api';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { LocalizedFields } from '@/components/localized-fields';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { dateTime, decimalRule, money } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { PageCard } from '@/components/page-card';
import { activeColumn } from '@/components/table-columns';

type BargainEvent = CallResponse<typeof adminBargainEventsList>['items'][number];
interface CreateFields {
  productId: number;
  titles: { en: string; zh?: string; bd?: string };
  originalPrice?: string;
  floorPrice: string;
  cutsRequired: number;
  reason: string;
}

/** Mall products put into the bargaining activity, opened and closed for new bargains. */
export function BargainPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<BargainEvent | null>(null);
  const list = usePagedList('bargain-events', {}, (request) => api.call(adminBargainEventsList, request));
  const create = useAction(
    ({ titles, originalPrice, ...fields }: CreateFields) =>
      api.call(adminBargainEventsCreate, {
        ...fields,
        titles: { en: titles.en, zh: titles.zh ?? '', bd: titles.bd ?? '' },
        ...(originalPrice?.trim() ? { originalPrice: originalPrice.trim() } : {}),
      }),
    { refresh: ['bargain-events'], onDone: () => setCreating(false) },
  );
  const toggle = useAction(
    ({ reason }: { reason: string }) =>
      api.call(adminBargainEventsSetActive, {
        eventId: toggling?.id ?? 0,
        active: !toggling?.active,
        reason,
      }),
    { refresh: ['bargain-events'], onDone: () => setToggling(null) },
  );
  const required = { required: true, message: t('validation.required') };

  return (
    <PageCard
      title={t('menu.bargain')}
      action={{ label: t('bargain.create'), onClick: () => setCreating(true) }}
    >
      <PagedTable<BargainEvent>
        list={list}
        columns={[
          { title: t('bargain.product'), dataIndex: 'productId' },
          { title: t('coupons.title'), render: (_: unknown, e: BargainEvent) => e.titles.en },
          { title: t('bargain.originalPrice'), dataIndex: 'originalPriceMinor', render: money },
          { title: t('bargain.floorPrice'), dataIndex: 'floorPriceMinor', render: money },
          { title: t('bargain.cuts'), dataIndex: 'cutsRequired' },
          {
            title: t('bargain.progress'),
            render: (_: unknown, e: BargainEvent) =>
              `${e.bargainsStarted} / ${e.bargainsCompleted} / ${e.bargainsBought}`,
          },
          activeColumn(t, 'active'),
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, e: BargainEvent) => (
              <Button size="small" onClick={() => setToggling(e)}>
                {e.active ? t('bargain.close') : t('bargain.open')}
              </Button>
            ),
          },
        ]}
      />
      <FormModal<CreateFields>
        title={t('bargain.create')}
        open={creating}
        pending={create.isPending}
        onSubmit={(fields) => create.mutate(fields)}
        onCancel={() => setCreating(false)}
        width={720}
      >
        <Form.Item name="productId" label={t('bargain.product')} rules={[required]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <LocalizedFields name={['titles']} label={t('coupons.title')} max={80} />
        <Space wrap>
          <Form.Item
            name="originalPrice"
            label={t('bargain.originalPriceUsd')}
            extra={t('bargain.originalPriceHint')}
            rules={[{ pattern: /^(\d{1,12}(\.\d{1,2})?)?$/, message: t('validation.amount') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="floorPrice"
            label={t('bargain.floorPriceUsd')}
            rules={[required, decimalRule(t('validation.amount'), { allowZero: true })]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="cutsRequired" label={t('bargain.cuts')} rules={[required]}>
            <InputNumber min={1} max={1000} precision={0} />
          </Form.Item>
        </Space>
        <ReasonField />
      </FormModal>
      <FormModal<{ reason: string }>
        title={toggling?.active ? t('bargain.close') : t('bargain.open')}
        open={toggling !== null}
        pending={toggle.isPending}
        onSubmit={(fields) => toggle.mutate(fields)}
        onCancel={() => setToggling(null)}
      >
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}
