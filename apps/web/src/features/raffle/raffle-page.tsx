import { formatDateTime } from '@cloudmine/api';
import type { LotteryPrize } from '@cloudmine/api';
import { Dialog } from '@/lib/dialog';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NavBarLink } from '@/components/nav-bar-link';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { useIdempotency } from '@/lib/idempotency';
import { api } from '@/lib/api/api';
import { userKeys } from '@/lib/user';
import { prizeValue } from './prize-text';
import { PrizeWheel } from './prize-wheel';
import { prizesQuery, raffleKeys, recentWinsQuery } from './raffle-queries';
import { landingRotation } from './wheel';
import './raffle.css';

const SPIN_MS = 4_000;

function spinDuration(): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : SPIN_MS;
}

function RecentWins() {
  const { t, i18n } = useTranslation();
  const wins = useQuery(recentWinsQuery());
  if (wins.isPending) return <LoadingState />;
  if (wins.isError) return <ErrorState onRetry={() => void wins.refetch()} />;
  if (wins.data.items.length === 0) return <EmptyState message={t('raffle.noWins')} />;
  return (
    <ul className="raffle-wins" aria-label={t('raffle.recentWins')}>
      {wins.data.items.map((win) => (
        <li key={win.id}>
          <span>{win.phone}</span>
          <strong>{win.prizeName}</strong>
          <time dateTime={win.createdAt}>{formatDateTime(win.createdAt, i18n.language)}</time>
        </li>
      ))}
    </ul>
  );
}

export default function RafflePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const board = useQuery(prizesQuery());
  const action = useIdempotency();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [spinMs, setSpinMs] = useState(SPIN_MS);
  const won = useRef<LotteryPrize | null>(null);
  const fallback = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (fallback.current !== null) window.clearTimeout(fallback.current);
    },
    [],
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: raffleKeys.all });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };

  /** The wheel has stopped on the prize the server drew: tell the member. */
  const stopped = () => {
    if (fallback.current !== null) window.clearTimeout(fallback.current);
    fallback.current = null;
    const prize = won.current;
    won.current = null;
    setSpinning(false);
    if (!prize) return;
    refresh();
    void Dialog.alert({
      title: prize.kind === 'nothing' ? t('raffle.nothingTitle') : t('raffle.wonTitle'),
      content: (
        <div className="raffle-result" data-testid="raffle-result">
          <strong>{prize.name}</strong>
          <p>{prizeValue(prize, t, i18n.language)}</p>
        </div>
      ),
      confirmText: t('common.ok'),
    });
  };

  const draw = useMutation({
    mutationFn: () => api.call('lotteryDraw', { idempotencyKey: action.keyFor('draw') }),
    onSettled: (_data, error) => action.settle(error),
    onSuccess: (result) => {
      const prizes = board.data?.prizes ?? [];
      const index = prizes.findIndex((prize) => prize.id === result.prize.id);
      won.current = result.prize;
      if (index < 0) {
        // The board changed since it was shown: no segment to land on, the result still shows.
        stopped();
        return;
      }
      const duration = spinDuration();
      setSpinMs(duration);
      setSpinning(true);
      setRotation((current) => landingRotation(current, index, prizes.length));
      // transitionend may never come (tab hidden, no transition): stop anyway.
      fallback.current = window.setTimeout(stopped, duration + 300);
    },
  });

  const start = async () => {
    if (!board.data || spinning || draw.isPending) return;
    const yes = await Dialog.confirm({
      content: t('raffle.confirm', { points: board.data.costPoints }),
      confirmText: t('raffle.draw'),
      cancelText: t('common.cancel'),
    });
    if (yes) draw.mutate();
  };

  let body;
  if (board.isPending) body = <LoadingState />;
  else if (board.isError) body = <ErrorState onRetry={() => void board.refetch()} />;
  else if (board.data.prizes.length === 0) body = <EmptyState message={t('raffle.noPrizes')} />;
  else {
    const b = board.data;
    body = (
      <>
        <p className="raffle-points">
          {t('raffle.myPoints')} <strong data-testid="raffle-points">{b.points}</strong>
        </p>
        <PrizeWheel prizes={b.prizes} rotation={rotation} spinMs={spinMs} onStopped={stopped}>
          <button
            type="button"
            className="wheel-button"
            disabled={spinning || draw.isPending}
            onClick={() => void start()}
          >
            <strong>{spinning || draw.isPending ? t('raffle.drawing') : t('raffle.draw')}</strong>
            <small>{t('raffle.cost', { points: b.costPoints })}</small>
          </button>
        </PrizeWheel>
      </>
    );
  }

  return (
    <Page title="raffle" right={<NavBarLink to={paths.raffleRecord} label={t('raffle.myRecords')} />}>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: raffleKeys.all })}>
        <div className="raffle">
          {body}
          <section aria-labelledby="raffle-wins-title">
            <h2 id="raffle-wins-title" className="section-title">
              {t('raffle.recentWins')}
            </h2>
            <RecentWins />
          </section>
        </div>
      </PullToRefresh>
    </Page>
  );
}
