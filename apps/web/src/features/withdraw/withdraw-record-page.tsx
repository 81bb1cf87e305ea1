import { REVIEW_STATES, type ReviewState, type WithdrawalRecord, formatDateTime } from '@cloudmine/api';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ReviewStateTag } from '@/components/review-state-tag';
import { withdrawRecordsQuery } from './withdraw-queries';
import './withdraw.css';

type Filter = ReviewState | 'all';
const FILTERS: Filter[] = ['all', ...REVIEW_STATES];

function WithdrawalItem({ record }: { record: WithdrawalRecord }) {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  return (
    <article className="wallet-record" data-testid="withdrawal-record">
      <div className="wallet-record-main">
        <span className="wallet-record-title">
          <Money minor={record.amountMinor} />
        </span>
        <ReviewStateTag state={record.state} />
      </div>
      <div className="wallet-record-meta">
        <span>
          {record.method === 'bank' ? `${record.bankName ?? ''} ${record.account}` : record.account}
        </span>
        <span>{t('withdraw.feeAmount', { fee: amountText(record.feeMinor) })}</span>
      </div>
      {record.origin === 'banned_principal' ? (
        <div className="wallet-record-meta">{t('withdraw.principalReturn')}</div>
      ) : null}
      {record.state === 'failed' && record.reason ? (
        <div className="wallet-record-note" data-testid="withdrawal-reason">
          {t('withdraw.rejectedBecause', { reason: record.reason })}
        </div>
      ) : null}
      <div className="wallet-record-meta">
        <span>{formatDateTime(record.createdAt, i18n.language)}</span>
        {record.resolvedAt ? <span>{formatDateTime(record.resolvedAt, i18n.language)}</span> : null}
      </div>
    </article>
  );
}

/** SPEC §2 /pages/withdraw/record: the member's withdrawals and their states, by tab. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const filter: Filter = FILTERS.includes(requested as Filter) ? (requested as Filter) : 'all';
  const records = useInfiniteQuery(withdrawRecordsQuery(filter));
  return (
    <Page title="withdrawRecord">
      <Tabs
        activeKey={filter}
        onChange={(key) => setParams(key === 'all' ? {} : { state: key }, { replace: true })}
      >
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={key === 'all' ? t('withdraw.all') : t(`reviewState.${key}`)} />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={() => records.refetch().then(() => undefined)}>
        <PagedList
          query={records}
          itemKey={(record) => record.id}
          renderItem={(record) => <WithdrawalItem record={record} />}
          empty={t('withdraw.noRecords')}
          className="withdraw-records"
        />
      </PullToRefresh>
    </Page>
  );
}
