import type { PledgeProduct, PledgeRecord } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { gateLabel } from '@/components/gate-label';
import { IncomeDaysBox } from '@/components/income-days';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { HoldingStats } from '@/components/holding-stats';
import { HoldingTitle } from '@/components/holding-title';
import { PagedList } from '@/components/paged-list';
import { RateProductCard } from '@/components/rate-product-card';
import { RateProductSheet } from '@/components/rate-product-sheet';
import { ErrorState } from '@/components/state-views';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { balanceQuery, pledgeKeys, productsQuery, recordsQuery } from './pledge-queries';

function Summary() {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery());
  if (balance.isError) return <ErrorState onRetry={() => void balance.refetch()} />;
  const figure = (minor: number | undefined) => (minor === undefined ? '…' : <Money minor={minor} />);
  return (
    <section className="earning-summary" aria-label={t('pledge.summary')}>
      <dl>
        <div>
          <dt>{t('pledge.pledged')}</dt>
          <dd data-testid="pledge-pledged">{figure(balance.data?.pledgedMinor)}</dd>
        </div>
        <div>
          <dt>{t('pledge.available')}</dt>
          <dd>{figure(balance.data?.availableMinor)}</dd>
        </div>
        <div>
          <dt>{t('pledge.rewards')}</dt>
          <dd>{figure(balance.data?.rewardsMinor)}</dd>
        </div>
        <div>
          <dt>{t('pledge.today')}</dt>
          <dd>{figure(balance.data?.todayRewardsMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ProductCard({ product, onPledge }: { product: PledgeProduct; onPledge: () => void }) {
  const { t } = useTranslation();
  const gate = gateLabel(product.eligibility, t);
  return (
    <RateProductCard
      product={product}
      rateLabel={t('pledge.dailyRate')}
      limit={{ label: t('pledge.limit'), maxMinor: product.maxPerMemberMinor }}
      mine={{ label: t('pledge.myPledged'), minor: product.pledgedMinor }}
      action={
        <Button color="primary" size="small" disabled={gate !== null} onClick={onPledge}>
          {gate ?? t('pledge.pledge')}
        </Button>
      }
    />
  );
}

function RecordCard({ record }: { record: PledgeRecord }) {
  const { t } = useTranslation();
  return (
    <article className="earning-card" aria-label={record.productName} data-testid="pledge-record">
      <HoldingTitle
        name={record.productName}
        status={record.status}
        statusText={t(`pledge.status.${record.status}`)}
      />
      <HoldingStats
        put={{ label: t('pledge.principal'), minor: record.principalMinor }}
        daily={{ label: t('pledge.dailyReward'), minor: record.dailyRewardMinor }}
        paid={{ label: t('pledge.rewardsPaid'), minor: record.rewardsPaidMinor }}
        term={record}
      >
        {t('pledge.endsOn')}: {record.endsOn}
      </HoldingStats>
      <IncomeDaysBox
        queryKey={pledgeKeys.incomeDays(record.id)}
        load={() => api.call('pledgeIncomeDays', { pledgeId: record.id })}
      />
    </article>
  );
}

export default function PledgePage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'products' | 'mine'>('products');
  const [chosen, setChosen] = useState<PledgeProduct | null>(null);
  const products = useInfiniteQuery(productsQuery());
  const records = useInfiniteQuery({ ...recordsQuery(), enabled: tab === 'mine' });
  const idempotency = useIdempotency();
  const balance = useQuery(balanceQuery());

  const pledge = useMutation({
    mutationFn: (request: { productId: number; amount: string }) =>
      api.call('pledge', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: async (result) => {
      showSuccess(t('pledge.done', { amount: amountText(result.pledge.principalMinor) }));
      setChosen(null);
      setTab('mine');
      await queryClient.invalidateQueries({ queryKey: pledgeKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

  return (
    <Page title="pledge" tab>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: pledgeKeys.all })}>
        <Summary />
        <Tabs activeKey={tab} onChange={(key) => setTab(key as 'products' | 'mine')} className="earning-tabs">
          <Tabs.Tab key="products" title={t('pledge.tabs.products')} />
          <Tabs.Tab key="mine" title={t('pledge.tabs.mine')} />
        </Tabs>
        {tab === 'products' ? (
          <PagedList
            query={products}
            itemKey={(product) => product.id}
            renderItem={(product) => <ProductCard product={product} onPledge={() => setChosen(product)} />}
            empty={t('pledge.empty')}
          />
        ) : (
          <PagedList
            query={records}
            itemKey={(record) => record.id}
            renderItem={(record) => <RecordCard record={record} />}
            empty={t('pledge.emptyMine')}
          />
        )}
      </PullToRefresh>
      {chosen ? (
        <RateProductSheet
          product={chosen}
          feature="pledge"
          submitLabel={t('pledge.pledge')}
          roomMinor={chosen.maxPerMemberMinor - chosen.pledgedMinor}
          availableMinor={balance.data?.availableMinor}
          loading={pledge.isPending}
          onClose={() => setChosen(null)}
          onSubmit={(amount) => pledge.mutate({ productId: chosen.id, amount })}
        />
      ) : null}
    </Page>
  );
}
