import { formatDateTime } from '@cloudmine/api';
import type { BargainEvent } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { BargainCard } from './bargain-card';
import { bargainKeys, cuttableQuery, eventsQuery, mineQuery } from './bargain-queries';
import '@/components/eligibility-gate.css';
import './bargain.css';

type Tab = 'products' | 'mine' | 'help';

/** The product's picture; a plain tile when it has none or it does not load. */
function EventImage({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className="bargain-event-image" aria-hidden="true" />;
  return <img src={url} alt="" className="bargain-event-image" onError={() => setFailed(true)} />;
}

function EventCard({ event, startable }: { event: BargainEvent; startable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toDetail = (id: number) => void navigate(withQuery(paths.bargainDetail, { id: String(id) }));
  const start = useMutation({
    mutationFn: () => api.call('bargainStart', { eventId: event.id }),
    onSuccess: (bargain) => {
      queryClient.setQueryData(bargainKeys.detail(bargain.id), bargain);
      void queryClient.invalidateQueries({ queryKey: bargainKeys.all });
      showSuccess(t('bargain.started'));
      toDetail(bargain.id);
    },
  });
  return (
    <article className="bargain-event" data-testid="bargain-event">
      <EventImage url={event.imageUrl} />
      <div className="bargain-event-body">
        <h3>{event.title}</h3>
        <p className="bargain-event-prices">
          <span className="bargain-floor">
            {t('bargain.floor')} <Money minor={event.floorPriceMinor} />
          </span>
          <del>
            <Money minor={event.originalPriceMinor} />
          </del>
        </p>
        <p className="bargain-event-cuts">{t('bargain.cutsNeeded', { count: event.cutsRequired })}</p>
        {event.myBargainId !== null ? (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => toDetail(event.myBargainId ?? 0)}
          >
            {t('bargain.view')}
          </Button>
        ) : (
          <Button
            size="small"
            color="primary"
            disabled={!startable}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {t('bargain.start')}
          </Button>
        )}
      </div>
    </article>
  );
}

function Products() {
  const { t, i18n } = useTranslation();
  const events = useQuery(eventsQuery());
  if (events.isPending) return <LoadingState />;
  if (events.isError) return <ErrorState onRetry={() => void events.refetch()} />;
  const activity = events.data;
  const ended = activity.endsAt !== null && Date.parse(activity.endsAt) <= events.dataUpdatedAt;
  return (
    <>
      {activity.open ? null : (
        <NoticeBar color="alert" content={ended ? t('bargain.ended') : t('bargain.closed')} />
      )}
      <section className="bargain-rules">
        <p>{t('bargain.rules')}</p>
        {activity.endsAt ? (
          <p>{t('bargain.endsAt', { time: formatDateTime(activity.endsAt, i18n.language) })}</p>
        ) : null}
        {activity.minVipLevel > 0 ? <p>{t('bargain.minVip', { level: activity.minVipLevel })}</p> : null}
        {activity.registeredTodayOnly ? <p>{t('bargain.todayOnly')}</p> : null}
      </section>
      {/* The gate a start would be refused by, shown first with the way through (issue 18). */}
      {activity.needsMachine ? (
        <ul className="eligibility-gate" aria-label={t('bargain.gateWhy')} data-testid="bargain-gate">
          <li>
            <strong>{t('bargain.needsMachine')}</strong>
            <Link to={paths.mall}>{t('bargain.needsMachineHow')}</Link>
          </li>
        </ul>
      ) : null}
      {activity.events.length === 0 ? (
        <EmptyState message={t('bargain.noProducts')} />
      ) : (
        <div className="bargain-events">
          {activity.events.map((event) => (
            <EventCard key={event.id} event={event} startable={activity.open && !activity.needsMachine} />
          ))}
        </div>
      )}
    </>
  );
}

function Mine() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useInfiniteQuery(mineQuery())}
      itemKey={(bargain) => bargain.id}
      renderItem={(bargain) => <BargainCard bargain={bargain} />}
      empty={t('bargain.noMine')}
      className="bargain-list"
    />
  );
}

function Help() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useInfiniteQuery(cuttableQuery())}
      itemKey={(bargain) => bargain.id}
      renderItem={(bargain) => <BargainCard bargain={bargain} />}
      empty={t('bargain.noHelp')}
      className="bargain-list"
    />
  );
}

export default function BargainPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('products');
  return (
    <Page title="bargain" className="bargain">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab key="products" title={t('bargain.products')} />
        <Tabs.Tab key="mine" title={t('bargain.mine')} />
        <Tabs.Tab key="help" title={t('bargain.help')} />
      </Tabs>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: bargainKeys.all })}>
        {tab === 'products' ? <Products /> : tab === 'mine' ? <Mine /> : <Help />}
      </PullToRefresh>
    </Page>
  );
}
