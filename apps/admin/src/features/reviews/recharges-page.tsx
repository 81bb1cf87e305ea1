import {
  adminRechargesList,
  formatMinor,
  MANUAL_CHANNEL_KINDS,
  type CallResponse,
  type ReviewState,
} from '@cloudmine/api';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { MemberIdFilter } from '@/components/member-id-filter';
import { PagedTable } from '@/components/paged-table';
import { memberColumn } from '@/components/table-columns';
import { ReviewStateSelect } from '@/components/review-state-select';
import { ReviewStateTag } from '@/components/review-state-tag';
import { StackedCell } from '@/components/stacked-cell';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { RechargeDecision, type RechargeDecisionKind } from './recharge-decision';
import type { PendingDecision } from './decision';
import { PageCard } from '@/components/page-card';

export type RechargeRow = CallResponse<typeof adminRechargesList>['items'][number];

/** Recharge orders; manual bank transfers and USDT payments under review are confirmed or failed here. */
export function RechargesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<ReviewState | undefined>('under_review');
  const [memberId, setMemberId] = useState<number | undefined>();
  const [orderNo, setOrderNo] = useState('');
  const [decision, setDecision] = useState<PendingDecision<RechargeRow, RechargeDecisionKind> | null>(null);
  const filters = {
    ...(state ? { state } : {}),
    ...(memberId ? { memberId } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
  const list = usePagedList('recharges', filters, (request) => api.call(adminRechargesList, request));

  return (
    <PageCard title={t('menu.recharges')} extra={<ExportButton kind="recharges" filters={filters} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <ReviewStateSelect value={state} onChange={setState} />
        <MemberIdFilter value={memberId} onChange={setMemberId} />
        <Input.Search
          allowClear
          placeholder={t('reviews.orderNo')}
          onSearch={(value) => setOrderNo(value.trim())}
          style={{ width: 240 }}
        />
        {list.query.data && (
          <Typography.Text type="secondary">
            {t('reviews.totalCredit', { amount: money(list.query.data.totalCreditMinor) })}
          </Typography.Text>
        )}
      </Space>
      <PagedTable<RechargeRow>
        list={list}
        columns={[
          // The time under the order, the payer's reference under the channel and the credit under
          // the amount, so the queue fits a 1280 px screen (e2e/tests/console-widths.spec.ts).
          {
            title: `${t('reviews.orderNo')} / ${t('common.time')}`,
            render: (_: unknown, row: RechargeRow) => (
              <StackedCell main={row.orderNo} note={dateTime(row.createdAt)} />
            ),
          },
          memberColumn<RechargeRow>(t),
          {
            title: `${t('reviews.channel')} / ${t('reviews.payerReference')}`,
            render: (_: unknown, row: RechargeRow) => (
              <StackedCell main={`${row.channelName} (${row.kind})`} note={row.payerReference} />
            ),
          },
          {
            title: `${t('common.amount')} / ${t('reviews.credit')}`,
            render: (_: unknown, row: RechargeRow) => (
              <StackedCell
                main={`${formatMinor(row.amountMinor)}\u00a0${row.currency}`}
                note={money(row.creditMinor)}
              />
            ),
          },
          {
            title: t('common.status'),
            dataIndex: 'state',
            render: (s: ReviewState) => <ReviewStateTag state={s} />,
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, row: RechargeRow) =>
              row.state === 'under_review' ? (
                <Space direction="vertical" size={4}>
                  <Button size="small" type="primary" onClick={() => setDecision({ row, kind: 'confirm' })}>
                    {t('reviews.confirm')}
                  </Button>
                  <Button size="small" danger onClick={() => setDecision({ row, kind: 'fail' })}>
                    {t('reviews.fail')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <RechargeDecision decision={decision} onClose={() => setDecision(null)} />
      <Typography.Paragraph type="secondary">
        {t('reviews.manualKinds', { kinds: MANUAL_CHANNEL_KINDS.join(', ') })}
      </Typography.Paragraph>
    </PageCard>
  );
}
