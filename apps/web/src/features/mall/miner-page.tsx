import { MINING_ORDER_STATES, type MiningOrder, type MiningOrderState, formatDateTime } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { IncomeDaysBox } from '@/components/income-days';
import { Money } from '@/components/money';
import { NavBarLink } from '@/components/nav-bar-link';
import { Page } from '@/components/page';
import { HoldingStats } from '@/components/holding-stats';
import { PagedList } from '@/components/paged-list';
import { ResultView } from '@/components/result-view';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { mallKeys, ordersQuery } from './mall-queries';
import './mall.css';

type Filter = MiningOrderState | 'all';
const FILTERS: readonly Filter[] = ['all', ...MINING_ORDER_STATES];

function OrderCard({ order, onStarted }: { order: MiningOrder; onStarted: (order: MiningOrder) => void }) {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  const queryClient = useQueryClient();
  const idempotency = useIdempotency();
  const when = (at: string) => formatDateTime(at, i18n.language);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: mallKeys.all });
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
  };

  const start = useMutation({
    mutationFn: () => api.call('mallStart', { orderId: order.id }),
    onSuccess: async (result) => {
      onStarted(result.order);
      await refresh();
    },
  });
  const sell = useMutation({
    mutationFn: (request: { orderId: number }) =>
      api.call('mallSell', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: async (result) => {
      showSuccess(t('miner.soldText', { amount: amountText(result.refundMinor) }));
      await refresh();
    },
  });

  const confirmStart = async () => {
    const yes = await Dialog.confirm({
      content: t('miner.startConfirm'),
      confirmText: t('miner.start'),
      cancelText: t('common.cancel'),
    });
    if (yes) start.mutate();
  };
  const confirmSell = async () => {
    const yes = await Dialog.confirm({
      content: t('miner.sellConfirm', { amount: amountText(order.sellRefundMinor) }),
      confirmText: t('miner.sell'),
      cancelText: t('common.cancel'),
    });
    if (yes) sell.mutate({ orderId: order.id });
  };

  return (
    <article
      className="earning-card"
      aria-label={`${order.productName} #${order.id}`}
      data-testid="miner-order"
    >
      <div className="earning-card-head">
        {order.imageUrl ? (
          <img className="earning-card-image" src={order.imageUrl} alt="" width={56} height={56} />
        ) : null}
        <div>
          <h2 className="earning-card-title">
            {order.productName}{' '}
            <span className="earning-muted">{t('miner.quantity', { n: order.quantity })}</span>
          </h2>
          <span className={`earning-status earning-status-${order.status}`} data-testid="miner-status">
            {t(`miner.status.${order.status}`)}
          </span>
        </div>
      </div>
      <HoldingStats
        put={{ label: t('miner.paid'), minor: order.paidMinor }}
        daily={{ label: t('mall.dailyIncome'), minor: order.dailyIncomeMinor }}
        paid={{ label: t('miner.incomePaid'), minor: order.incomePaidMinor }}
        term={order}
      >
        {t('miner.purchasedAt')}: {when(order.purchasedAt)}
        {order.status === 'incomplete' ? (
          <>
            <br />
            {t('miner.startBy')}: {when(order.startBy)}
          </>
        ) : null}
        {order.endsOn && order.status === 'running' ? (
          <>
            <br />
            {t('miner.endsOn')}: {order.endsOn}
          </>
        ) : null}
        {order.canSell ? (
          <>
            <br />
            {t('miner.sellableUntil')}: {when(order.sellableUntil)}
          </>
        ) : null}
        {order.status === 'sold' ? (
          <>
            <br />
            {t('miner.refund')}: <Money minor={order.refundMinor} />
          </>
        ) : null}
      </HoldingStats>
      {order.status !== 'incomplete' && order.status !== 'expired' ? (
        <IncomeDaysBox
          queryKey={[...mallKeys.all, 'income-days', order.id]}
          load={() => api.call('mallIncomeDays', { orderId: order.id })}
        />
      ) : null}
      {order.canStart || order.canSell ? (
        <div className="earning-card-foot">
          {order.canSell ? (
            <Button size="small" fill="outline" loading={sell.isPending} onClick={() => void confirmSell()}>
              {t('miner.sell')}
            </Button>
          ) : null}
          {order.canStart ? (
            <Button
              size="small"
              color="primary"
              loading={start.isPending}
              onClick={() => void confirmStart()}
            >
              {t('miner.start')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** What starting ends on: the machine running, its daily income, and from when it is paid. */
function Started({ order, onDone }: { order: MiningOrder; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ResultView
      title={t('result.started.title')}
      lines={[
        t('result.started.what', { name: order.productName }),
        <>
          {t('result.started.daily')} <Money minor={order.dailyIncomeMinor} />
        </>,
        t('result.started.income', { days: order.termDays }),
      ]}
      primary={{ label: t('result.started.primary'), to: onDone }}
      secondary={{ label: t('result.started.secondary'), to: paths.mall }}
    />
  );
}

function OrderList({ filter, onStarted }: { filter: Filter; onStarted: (order: MiningOrder) => void }) {
  const { t } = useTranslation();
  const orders = useInfiniteQuery(ordersQuery(filter));
  return (
    <PagedList
      query={orders}
      itemKey={(order) => order.id}
      renderItem={(order) => <OrderCard order={order} onStarted={onStarted} />}
      empty={t('miner.empty')}
    />
  );
}

export default function MinerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [started, setStarted] = useState<MiningOrder | null>(null);
  if (started)
    return (
      <Page title="miner">
        <Started
          order={started}
          onDone={() => {
            setStarted(null);
            setFilter('running');
          }}
        />
      </Page>
    );
  return (
    <Page title="miner" right={<NavBarLink to={paths.mall} label={t('miner.toMall')} />}>
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as Filter)} className="earning-tabs">
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`miner.filter.${key}`)} />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: mallKeys.orders(filter) })}>
        <OrderList key={filter} filter={filter} onStarted={setStarted} />
      </PullToRefresh>
    </Page>
  );
}
