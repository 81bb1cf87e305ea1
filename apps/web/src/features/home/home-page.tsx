import type { Language, Notice } from '@cloudmine/api';
import Grid from 'antd-mobile/es/components/grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { DeferredPullToRefresh } from '@/components/deferred-pull-to-refresh';
import { Icon, type IconName } from '@/components/icon';
import { LanguageSwitch } from '@/components/language-switch';
import { Page } from '@/components/page';
import { useLazyRouteOverlay } from '@/hooks/use-route-overlay';
import { ErrorState } from '@/components/state-views';
import { paths, type AppPath } from '@/config/paths';
import { earningsKeys } from '@/lib/earnings';
import { useSession } from '@/lib/session';
import { userKeys } from '@/lib/user';
import type { Messages } from '@/lib/i18n/locales/en';
import { BalanceCard } from './balance-card';
import { carouselQuery, downloadUrlQuery, homeKeys, noticesQuery } from './home-queries';
import { HomeSlide } from './home-slide';
import './home.css';

/** A shortcut has an icon and a text of the same name. */
type EntryKey = IconName & keyof Messages['home']['entry'];

// What animates (react-spring) loads after the first paint, to keep Home's initial JS in budget.
const HomeCarouselSwiper = lazy(() => import('./home-carousel-swiper'));
const HomeNoticeSheet = lazy(() => import('./home-notice-sheet'));

/** The shortcuts: each names its text (`home.entry.*`), its icon and its page. */
const ENTRIES: ReadonlyArray<{ key: EntryKey; path: AppPath }> = [
  { key: 'recharge', path: paths.recharge },
  { key: 'withdraw', path: paths.withdraw },
  { key: 'invite', path: paths.invite },
  { key: 'team', path: paths.myTeam },
  { key: 'checkin', path: paths.checking },
  { key: 'lottery', path: paths.raffle },
  { key: 'redEnvelope', path: paths.bonus },
  { key: 'exchange', path: paths.exchange },
  { key: 'messages', path: paths.msgcenter },
  { key: 'miner', path: paths.miner },
  { key: 'coupon', path: paths.coupon },
  { key: 'teamIncome', path: paths.teamIncome },
  { key: 'recruit', path: paths.recruitMiners },
  { key: 'about', path: paths.about },
];

function Carousel({ language }: { language: Language }) {
  const carousel = useQuery(carouselQuery(language));
  if (carousel.isPending) return <div className="home-carousel home-carousel-placeholder" aria-busy="true" />;
  if (carousel.isError) return <ErrorState onRetry={() => void carousel.refetch()} />;
  const items = carousel.data.items;
  const first = items[0];
  if (!first) return null;
  return (
    <Suspense
      fallback={
        <div className="home-carousel">
          <HomeSlide item={first} />
        </div>
      }
    >
      <HomeCarouselSwiper items={items} />
    </Suspense>
  );
}

function Notices({ language }: { language: Language }) {
  const { t } = useTranslation();
  const notices = useQuery(noticesQuery(language));
  const [open, setOpen, mounted] = useLazyRouteOverlay<Notice | null>(null);
  const items = notices.data?.items ?? [];
  if (notices.isError) return null;
  return (
    <>
      {/* A plain bar, not antd-mobile's NoticeBar: its marquee and icons cost Home 4 KB gzip. */}
      <div className="home-notices" onClick={() => items[0] && setOpen(items[0])}>
        <Icon name="notice" size={18} />
        <span className="home-notices-text">
          {items.length === 0
            ? notices.isPending
              ? t('common.loading')
              : t('home.noNotices')
            : items.map((notice) => notice.title).join('　｜　')}
        </span>
        {items.length > 0 ? (
          <button type="button" className="link-button" onClick={() => items[0] && setOpen(items[0])}>
            {t('home.notices')}
          </button>
        ) : null}
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <HomeNoticeSheet items={items} open={open} language={language} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function DownloadLink() {
  const { t } = useTranslation();
  const download = useQuery(downloadUrlQuery());
  const url = download.data?.url ?? '';
  if (!url) return null;
  return (
    <a className="home-download" href={url} target="_blank" rel="noopener noreferrer">
      <Icon name="download" size={28} />
      <span>
        <strong>{t('home.download')}</strong>
        <small>{t('home.downloadText')}</small>
      </span>
    </a>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = i18n.language as Language;
  const nickname = useSession((state) => state.user?.nickname);
  const signedIn = useSession((state) => state.token !== null);
  return (
    <Page title="home" tab>
      <DeferredPullToRefresh
        onRefresh={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: homeKeys.all }),
            queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
            queryClient.invalidateQueries({ queryKey: userKeys.all }),
          ])
        }
      >
        <div className="home">
          <div className="home-greeting">
            <p>{nickname ? t('home.greeting', { name: nickname }) : t('home.guest')}</p>
            {signedIn ? null : <LanguageSwitch />}
          </div>
          <Carousel language={language} />
          <Notices language={language} />
          {signedIn ? <BalanceCard /> : null}
          <section aria-labelledby="home-entries" className="home-entries">
            <h2 id="home-entries" className="section-title">
              {t('home.entries')}
            </h2>
            <Grid columns={4} gap={8}>
              {ENTRIES.map((entry) => (
                <Grid.Item key={entry.key}>
                  <Link className="home-entry" to={entry.path}>
                    <span className="home-entry-icon" aria-hidden="true">
                      <Icon name={entry.key} />
                    </span>
                    <span>{t(`home.entry.${entry.key}`)}</span>
                  </Link>
                </Grid.Item>
              ))}
            </Grid>
          </section>
          <DownloadLink />
        </div>
      </DeferredPullToRefresh>
    </Page>
  );
}
