import { formatMinor, type FundProduct } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate, useSearchParams } from 'react-router';
import { AmountSheet } from '@/components/amount-sheet';
import { EligibilityGate } from '@/components/eligibility-gate';
import { gateLabel } from '@/components/gate-label';
import { IncomeCalculator } from '@/components/income-calculator';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { moneyRangeStat, moneyStat } from '@/components/money-stats';
import { StatGrid } from '@/components/stat-grid';
import { ProductIntro } from '@/components/product-intro';
import { PagedList } from '@/components/paged-list';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { formatBps } from '@/lib/rate';
import { showSuccess } from '@/lib/toast';
import { useUserInfo, userKeys } from '@/lib/user';
import { fundsKeys, productsQuery } from './funds-queries';
import { FundRecordsPanel } from './funds-record-page';

/** Raised share of the cap in whole percent, for the progress bar. */
function raisedPercent(fund: FundProduct): number {
  if (fund.totalCapMinor <= 0) return 100;
  return Math.min(100, Math.trunc((fund.raisedMinor * 100) / fund.totalCapMinor));
}

function FundCard({ fund, onInvest }: { fund: FundProduct; onInvest: () => void }) {
  const { t } = useTranslation();
  const full = fund.raisedMinor >= fund.totalCapMinor;
  const gate = gateLabel(fund.eligibility, t);
  return (
    <article className="earning-card" aria-label={fund.name}>
      <ProductIntro product={fund} />
      <StatGrid
        stats={[
          { label: t('funds.dailyRate'), value: formatBps(fund.dailyRateBps) },
          { label: t('mall.term'), value: t('common.days', { count: fund.termDays }) },
          moneyRangeStat(t('funds.range'), fund.minAmountMinor, fund.maxAmountMinor),
          moneyStat(t('funds.myInvested'), fund.myInvestedMinor),
        ]}
      />
      <p className="earning-muted earning-dates">
        {t('funds.raised')}: <Money minor={fund.raisedMinor} /> / <Money minor={fund.totalCapMinor} />
      </p>
      <ProgressBar percent={raisedPercent(fund)} aria-label={t('funds.raised')} />
      <EligibilityGate eligibility={fund.eligibility} />
      <IncomeCalculator
        rule={{ kind: 'rate', dailyRateBps: fund.dailyRateBps }}
        termDays={fund.termDays}
        initial={formatMinor(fund.minAmountMinor)}
      />
      <div className="earning-card-foot">
        <span className="earning-muted">{t('funds.times', { n: fund.myTimes, max: fund.maxTimes })}</span>
        <Button color="primary" size="small" disabled={full || gate !== null} onClick={onInvest}>
          {full ? t('funds.full') : (gate ?? t('funds.invest'))}
        </Button>
      </div>
    </article>
  );
}

export default function FundsPage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = params.get('tab') === 'records' ? 'records' : 'products';
  const [chosen, setChosen] = useState<FundProduct | null>(null);
  const funds = useInfiniteQuery(productsQuery());
  const idempotency = useIdempotency();
  const user = useUserInfo();
  const available = user.data?.balanceMinor;

  const invest = useMutation({
    mutationFn: (request: { fundId: number; amount: string }) =>
      api.call('fundInvest', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: async (result) => {
      showSuccess(t('funds.done', { amount: amountText(result.holding.amountMinor) }), {
        acrossNavigation: true,
      });
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: fundsKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void navigate(withQuery(paths.funds, { tab: 'records' }));
    },
  });

  return (
    <Page title="funds" tab>
      <Tabs
        activeKey={view}
        onChange={(key) => setParams(key === 'records' ? { tab: 'records' } : {}, { replace: true })}
        className="earning-tabs"
      >
        <Tabs.Tab key="products" title={t('title.funds')} />
        <Tabs.Tab key="records" title={t('funds.records')} />
      </Tabs>
      {view === 'records' ? (
        <FundRecordsPanel />
      ) : (
        <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: fundsKeys.products() })}>
          <PagedList
            query={funds}
            itemKey={(fund) => fund.id}
            renderItem={(fund) => <FundCard fund={fund} onInvest={() => setChosen(fund)} />}
            empty={t('funds.empty')}
          />
        </PullToRefresh>
      )}
      {chosen ? (
        <AmountSheet
          open
          onClose={() => setChosen(null)}
          title={chosen.name}
          details={
            <p className="earning-muted">
              {t('funds.sheetDetails', {
                rate: formatBps(chosen.dailyRateBps),
                n: chosen.termDays,
                min: amountText(chosen.minAmountMinor),
                max: amountText(Math.max(0, chosen.maxAmountMinor - chosen.myInvestedMinor)),
              })}
            </p>
          }
          label={t('funds.amount')}
          submitLabel={t('funds.invest')}
          confirmQuestion={(amount) => t('funds.confirm', { amount, name: chosen.name })}
          loading={invest.isPending}
          onSubmit={(amount) => invest.mutate({ fundId: chosen.id, amount })}
          availableMinor={available}
          maxMinor={
            available === undefined
              ? undefined
              : Math.min(
                  available,
                  chosen.maxAmountMinor - chosen.myInvestedMinor,
                  chosen.totalCapMinor - chosen.raisedMinor,
                )
          }
          earns={{ dailyRateBps: chosen.dailyRateBps, termDays: chosen.termDays }}
        />
      ) : null}
    </Page>
  );
}
