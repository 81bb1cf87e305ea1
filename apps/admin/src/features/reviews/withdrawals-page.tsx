import { adminWithdrawalsList, type CallResponse, type ReviewState } from '@cloudmine/api';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { MemberIdFilter } from '@/components/member-id-filter';
import { PagedTable } from '@/components/paged-table';
import { memberColumn } from '@/components/table-columns';
import { ReviewStateSelect } from '@/components/review-state-select';
import { ReviewStateTag } from '@/components/review-state-tag';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { WithdrawalDecision, type Decision } from './withdrawal-decision';
import type { PendingDecision } from './decision';
import { PageCard } from '@/components/page-card';

export type WithdrawalRow = CallResponse<typeof adminWithdrawalsList>['items'][number];

/** The withdrawal queue: oldest under review first; approve pays out, reject refunds (type 24). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<ReviewState | undefined>('under_review');
  const [memberId, setMemberId] = useState<number | undefined>();
  const [order, setOrder] = useState<'oldest' | 'newest'>('oldest');
  const [decision, setDecision] = useState<PendingDecision<WithdrawalRow, Decision> | null>(null);
  const filters = { order, ...(state ? { state } : {}), ...(memberId ? { memberId } : {}) };
  const list = usePagedList('withdrawals', filters, (request) => api.call(adminWithdrawalsList, request));

  return (
    <PageCard title={t('menu.withdrawals')} extra={<ExportButton kind="withdrawals" filters={filters} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <ReviewStateSelect value={state} onChange={setState} />
        <MemberIdFilter value={memberId} onChange={setMemberId} />
        <Select<'oldest' | 'newest'>
          value={order}
          onChange={setOrder}
          style={{ width: 160 }}
          options={[
            { value: 'oldest', label: t('common.oldestFirst') },
            { value: 'newest', label: t('common.newestFirst') },
          ]}
        />
        {list.query.data && (
          <Typography.Text type="secondary">
            {t('reviews.totalAmount', { amount: money(list.query.data.totalAmountMinor) })}
          </Typography.Text>
        )}
      </Space>
      <PagedTable<WithdrawalRow>
        list={list}
        columns={[
          memberColumn<WithdrawalRow>(t),
          { title: t('common.amount'), dataIndex: 'amountMinor', render: money },
          { title: t('reviews.fee'), dataIndex: 'feeMinor', render: money },
          {
            title: t('reviews.account'),
            render: (_: unknown, row: WithdrawalRow) =>
              `${row.bankName ?? row.method} · ${row.account} · ${row.holderName}`,
          },
          {
            title: t('common.status'),
            dataIndex: 'state',
            render: (s: ReviewState) => <ReviewStateTag state={s} />,
          },
          { title: t('common.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '' },
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, row: WithdrawalRow) =>
              row.state === 'under_review' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setDecision({ row, kind: 'approve' })}>
                    {t('reviews.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setDecision({ row, kind: 'reject' })}>
                    {t('reviews.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <WithdrawalDecision decision={decision} onClose={() => setDecision(null)} />
    </PageCard>
  );
}
