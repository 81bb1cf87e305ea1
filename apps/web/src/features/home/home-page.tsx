import type { Language, Notice } from '@cloudmine/api';
import Grid from 'antd-mobile/es/components/grid';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Popup from 'antd-mobile/es/components/popup';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Swiper from 'antd-mobile/es/components/swiper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { Page } from '@/components/page';
import { ErrorState } from '@/components/state-views';
import { isAppPath, paths, type AppPath } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { Messages } from '@/lib/i18n/locales/en';
import { carouselQuery, downloadUrlQuery, homeKeys, noticesQuery } from './home-queries';
import './home.css';

/** A shortcut has an icon and a text of the same name. */
type EntryKey = IconName & keyof Messages['home']['entry'];

/** SPEC §9: swiper interval 3000 ms. */
const SWIPER_INTERVAL_MS = 3000;

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carousel = useQuery(carouselQuery(language));
  if (carousel.isPending) return <div className="home-carousel home-carousel-placeholder" aria-busy="true" />;
  if (carousel.isError) return <ErrorState onRetry={() => void carousel.refetch()} />;
  const items = carousel.data.items;
  if (items.length === 0) return null;
  return (
    <Swiper
      className="home-carousel"
      autoplay
      autoplayInterval={SWIPER_INTERVAL_MS}
      loop={items.length > 1}
      aria-label={t('home.entries')}
    >
      {items.map((item) => {
        const target = isAppPath(item.linkPath) ? item.linkPath : null;
        return (
          <Swiper.Item key={item.id}>
            <button
              type="button"
              className="home-slide"
              disabled={!target}
              onClick={() => target && void navigate(target)}
            >
              <img src={item.imageUrl} alt={item.title} width={750} height={300} />
            </button>
          </Swiper.Item>
        );
      })}
    </Swiper>
  );
}

function Notices({ language }: { language: Language }) {
  const { t } = useTranslation();
  const notices = useQuery(noticesQuery(language));
  const [open, setOpen] = useState<Notice | null>(null);
  const items = notices.data?.items ?? [];
  if (notices.isError) return null;
  return (
    <>
      <NoticeBar
        className="home-notices"
        color="info"
        content={
          items.length === 0
            ? notices.isPending
              ? t('common.loading')
              : t('home.noNotices')
            : items.map((notice) => notice.title).join('　｜　')
        }
        onClick={() => items[0] && setOpen(items[0])}
        extra={
          items.length > 0 ? (
            <button type="button" className="link-button" onClick={() => items[0] && setOpen(items[0])}>
              {t('home.notices')}
            </button>
          ) : null
        }
      />
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        showCloseButton
      >
        <div className="home-notice-sheet" role="dialog" aria-label={t('home.notices')}>
          <h2>{t('home.notices')}</h2>
          {items.map((notice) => (
            <article key={notice.id} className={notice.id === open?.id ? 'is-current' : undefined}>
              <h3>{notice.title}</h3>
              <p>{notice.content}</p>
              <time dateTime={notice.publishedAt}>
                {new Date(notice.publishedAt).toLocaleString(language === 'bd' ? 'bn' : language)}
              </time>
            </article>
          ))}
        </div>
      </Popup>
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
  return (
    <Page title="home" tab>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: homeKeys.all })}>
        <div className="home">
          <p className="home-greeting">
            {nickname ? t('home.greeting', { name: nickname }) : t('home.guest')}
          </p>
          <Carousel language={language} />
          <Notices language={language} />
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
      </PullToRefresh>
    </Page>
  );
}
