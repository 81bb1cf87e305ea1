import type { FundProduct } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate, useSearchParams } from 'react-router';
import { gateLabel } from '@/components/gate-label';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { RateProductCard } from '@/components/rate-product-card';
import { RateProductSheet } from '@/components/rate-product-sheet';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
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
    <RateProductCard
      product={fund}
      rateLabel={t('funds.dailyRate')}
      limit={{ label: t('funds.range'), maxMinor: fund.maxAmountMinor }}
      mine={{ label: t('funds.myInvested'), minor: fund.myInvestedMinor }}
      action={
        <>
          <span className="earning-muted">{t('funds.times', { n: fund.myTimes, max: fund.maxTimes })}</span>
          <Button color="primary" size="small" disabled={full || gate !== null} onClick={onInvest}>
            {full ? t('funds.full') : (gate ?? t('funds.invest'))}
          </Button>
        </>
      }
    >
      <p className="earning-muted earning-dates">
        {t('funds.raised')}: <Money minor={fund.raisedMinor} /> / <Money minor={fund.totalCapMinor} />
      </p>
      <ProgressBar percent={raisedPercent(fund)} aria-label={t('funds.raised')} />
    </RateProductCard>
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
        <RateProductSheet
          product={chosen}
          feature="funds"
          submitLabel={t('funds.invest')}
          roomMinor={chosen.maxAmountMinor - chosen.myInvestedMinor}
          capRoomMinor={chosen.totalCapMinor - chosen.raisedMinor}
          availableMinor={user.data?.balanceMinor}
          loading={invest.isPending}
          onClose={() => setChosen(null)}
          onSubmit={(amount) => invest.mutate({ fundId: chosen.id, amount })}
        />
      ) : null}
    </Page>
  );
}
