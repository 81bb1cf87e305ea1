import { formatDateTime } from '@cloudmine/api';
import type { FundHolding, FundIncomeRow } from '@cloudmine/api';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { IncomeDaysBox } from '@/components/income-days';
import { Money } from '@/components/money';
import { HoldingStats } from '@/components/holding-stats';
import { HoldingTitle } from '@/components/holding-title';
import { PagedList } from '@/components/paged-list';
import { api } from '@/lib/api/api';
import { fundsKeys, holdingsQuery, incomeQuery } from './funds-queries';
import './funds.css';

function HoldingCard({ holding }: { holding: FundHolding }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="earning-card" aria-label={holding.fundName} data-testid="fund-holding">
      <HoldingTitle
        name={holding.fundName}
        status={holding.status}
        statusText={t(`funds.status.${holding.status}`)}
      />
      <HoldingStats
        put={{ label: t('funds.amountInvested'), minor: holding.amountMinor }}
        daily={{ label: t('funds.dailyIncome'), minor: holding.dailyIncomeMinor }}
        paid={{ label: t('funds.incomePaid'), minor: holding.incomePaidMinor }}
        term={holding}
      >
        {t('funds.investedAt')}: {formatDateTime(holding.investedAt, i18n.language)}
        <br />
        {t('funds.endsOn')}: {holding.endsOn}
      </HoldingStats>
      <IncomeDaysBox
        queryKey={fundsKeys.incomeDays(holding.id)}
        load={() => api.call('fundIncomeDays', { holdingId: holding.id })}
      />
    </article>
  );
}

function IncomeRow({ row }: { row: FundIncomeRow }) {
  const { t } = useTranslation();
  return (
    <div className="fund-income-row" data-testid="fund-income">
      <div>
        <strong>{row.fundName}</strong>
        <span className="earning-muted">{row.incomeDate}</span>
      </div>
      <div className="fund-income-amount">
        <Money minor={row.amountMinor} />
        {row.principalMinor > 0 ? (
          <span className="earning-muted">
            {t('funds.principalReturned')} <Money minor={row.principalMinor} />
          </span>
        ) : null}
      </div>
    </div>
  );
}

function IncomeTab() {
  const { t } = useTranslation();
  const income = useInfiniteQuery(incomeQuery());
  const totals = income.data?.pages[0];
  return (
    <>
      <section className="earning-summary" aria-label={t('funds.tabs.income')}>
        <dl>
          <div>
            <dt>{t('funds.totalIncome')}</dt>
            <dd>{totals ? <Money minor={totals.totalIncomeMinor} /> : '…'}</dd>
          </div>
          <div>
            <dt>{t('funds.todayIncome')}</dt>
            <dd>{totals ? <Money minor={totals.todayIncomeMinor} /> : '…'}</dd>
          </div>
          <div>
            <dt>{t('funds.investedNow')}</dt>
            <dd>{totals ? <Money minor={totals.investedMinor} /> : '…'}</dd>
          </div>
        </dl>
      </section>
      <PagedList
        query={income}
        itemKey={(row) => row.id}
        renderItem={(row) => <IncomeRow row={row} />}
        empty={t('funds.emptyIncome')}
        className="fund-income-list"
      />
    </>
  );
}

function HoldingsTab() {
  const { t } = useTranslation();
  const holdings = useInfiniteQuery(holdingsQuery());
  return (
    <PagedList
      query={holdings}
      itemKey={(holding) => holding.id}
      renderItem={(holding) => <HoldingCard holding={holding} />}
      empty={t('funds.emptyHoldings')}
    />
  );
}

/**
 * The member's fund holdings and fund income: the Records tab of the Funds page. (The route
 * /pages/funds/record is the account statement of every fund-record type, `user/funds/record`.)
 */
export function FundRecordsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'holdings' | 'income'>('holdings');
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'holdings' | 'income')} className="earning-tabs">
        <Tabs.Tab key="holdings" title={t('funds.tabs.holdings')} />
        <Tabs.Tab key="income" title={t('funds.tabs.income')} />
      </Tabs>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: fundsKeys.all })}>
        {tab === 'holdings' ? <HoldingsTab /> : <IncomeTab />}
      </PullToRefresh>
    </>
  );
}
