import { adminCouponsIssue, adminCouponsList, COUPON_STATUSES, type CallResponse } from '@cloudmine/api';
import { App, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { FormModal } from '@/components/form-modal';
import { LocalizedFields } from '@/components/localized-fields';
import { MemberIdFilter } from '@/components/member-id-filter';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { dateTime, decimalRule, localInputToIso, money } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { linesOf } from '@/lib/lines';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { PageCard } from '@/components/page-card';

type Coupon = CallResponse<typeof adminCouponsList>['items'][number];
type CouponStatus = Coupon['status'];
interface IssueFields {
  phonesText: string;
  title: { en: string; zh?: string; bd?: string };
  value: string;
  minSpend?: string;
  productIdsText?: string;
  expiresAt: string;
  reason: string;
}

/** Coupons issued to members by phone, with value, minimum spend, product scope and expiry. */
export function CouponsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const { modal } = App.useApp();
  const [memberId, setMemberId] = useState<number | undefined>();
  const [status, setStatus] = useState<CouponStatus | undefined>();
  const [issuing, setIssuing] = useState(false);
  const list = usePagedList(
    'coupons',
    { language, ...(memberId ? { memberId } : {}), ...(status ? { status } : {}) },
    (request) => api.call(adminCouponsList, request),
  );
  const issue = useAction(
    (fields: IssueFields) => {
      const productIds = linesOf(fields.productIdsText).map(Number);
      return api.call(adminCouponsIssue, {
        phones: linesOf(fields.phonesText),
        title: { en: fields.title.en, zh: fields.title.zh ?? '', bd: fields.title.bd ?? '' },
        value: fields.value,
        minSpend: fields.minSpend?.trim() || '0',
        productIds: productIds.length > 0 ? productIds : null,
        expiresAt: localInputToIso(fields.expiresAt),
        reason: fields.reason,
      });
    },
    {
      refresh: ['coupons'],
      onDone: (result) => {
        setIssuing(false);
        void modal.info({
          title: t('coupons.issued', { count: result.issued }),
          content:
            result.unknownPhones.length > 0
              ? t('coupons.unknownPhones', { phones: result.unknownPhones.join(', ') })
              : null,
        });
      },
    },
  );
  const required = { required: true, message: t('validation.required') };

  return (
    <PageCard
      title={t('menu.coupons')}
      action={{ label: t('coupons.issue'), onClick: () => setIssuing(true) }}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <MemberIdFilter value={memberId} onChange={setMemberId} />
        <FilterSelect
          values={COUPON_STATUSES}
          value={status}
          onChange={setStatus}
          text={(s) => t(`coupons.statuses.${s}`)}
          placeholder={t('common.allStates')}
        />
      </Space>
      <PagedTable<Coupon>
        list={list}
        columns={[
          { title: t('common.member'), dataIndex: 'phone' },
          { title: t('coupons.title'), dataIndex: 'title' },
          { title: t('coupons.value'), dataIndex: 'valueMinor', render: money },
          { title: t('coupons.minSpend'), dataIndex: 'minSpendMinor', render: money },
          {
            title: t('coupons.products'),
            dataIndex: 'productIds',
            render: (ids: number[] | null) => (ids ? ids.join(', ') : t('coupons.allProducts')),
          },
          { title: t('coupons.expiresAt'), dataIndex: 'expiresAt', render: dateTime },
          {
            title: t('common.status'),
            dataIndex: 'status',
            render: (s: CouponStatus) => t(`coupons.statuses.${s}`),
          },
        ]}
      />
      <FormModal<IssueFields>
        title={t('coupons.issue')}
        open={issuing}
        pending={issue.isPending}
        onSubmit={(fields) => issue.mutate(fields)}
        onCancel={() => setIssuing(false)}
        width={720}
      >
        <Form.Item
          name="phonesText"
          label={t('coupons.phones')}
          extra={t('coupons.phonesHint')}
          rules={[
            required,
            {
              validator: (_rule, value: unknown) => {
                const phones = linesOf(typeof value === 'string' ? value : '');
                return phones.length >= 1 && phones.length <= 1000
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.phones')));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <LocalizedFields name={['title']} label={t('coupons.title')} max={80} />
        <Space wrap>
          <Form.Item
            name="value"
            label={t('coupons.valueUsd')}
            rules={[required, decimalRule(t('validation.amount'))]}
          >
            <Input placeholder="5.00" />
          </Form.Item>
          <Form.Item
            name="minSpend"
            label={t('coupons.minSpendUsd')}
            rules={[{ pattern: /^(\d{1,12}(\.\d{1,2})?)?$/, message: t('validation.amount') }]}
          >
            <Input placeholder="0" />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('coupons.expiresAt')} rules={[required]}>
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <Form.Item
          name="productIdsText"
          label={t('coupons.products')}
          extra={t('coupons.productsHint')}
          rules={[{ pattern: /^[\d,\s]*$/, message: t('validation.ids') }]}
        >
          <Input placeholder="1, 2" />
        </Form.Item>
        <ReasonField />
      </FormModal>
    </PageCard>
  );
}
