import { type Bargain, formatDateTime } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tag from 'antd-mobile/es/components/tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate, useSearchParams } from 'react-router';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { shareLink } from '@/lib/share';
import { showFailure, showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { actionFor, cutPercent, formatTimeLeft } from './bargain-progress';
import { bargainIdFrom, bargainKeys, detailQuery } from './bargain-queries';
import './bargain.css';

/** The current time, once a second, for the countdown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function shareUrl(bargainId: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${withQuery(paths.bargainDetail, { id: String(bargainId) })}`;
}

function Actions({ bargain }: { bargain: Bargain }) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const idempotency = useIdempotency();
  const update = (next: Bargain) => {
    queryClient.setQueryData(bargainKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: bargainKeys.all, refetchType: 'none' });
  };

  const cut = useMutation({
    mutationFn: () => api.call('bargainCut', { bargainId: bargain.id }),
    onSuccess: (result) => {
      update(result.bargain);
      showSuccess(t('bargain.cutDone', { amount: amountText(result.cutMinor) }));
    },
    // A refusal (already cut, ended…) is toasted by the request wrapper; show the current state.
    onError: () => void queryClient.invalidateQueries({ queryKey: bargainKeys.detail(bargain.id) }),
  });

  const buy = useMutation({
    mutationFn: (request: { bargainId: number }) =>
      api.call('bargainBuy', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (result) => {
      update({ ...bargain, status: 'bought', orderId: result.orderId });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      showSuccess(t('bargain.bought'));
    },
  });

  const confirmBuy = async () => {
    const yes = await Dialog.confirm({
      content: t('bargain.buyConfirm', {
        amount: amountText(bargain.floorPriceMinor),
        title: bargain.title,
      }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) buy.mutate({ bargainId: bargain.id });
  };

  const share = async () => {
    try {
      const outcome = await shareLink({
        title: bargain.title,
        text: t('bargain.shareText', { title: bargain.title }),
        url: shareUrl(bargain.id),
      });
      if (outcome === 'copied') showSuccess(t('bargain.linkCopied'));
    } catch {
      showFailure(t('common.copyFailed'));
    }
  };

  switch (actionFor(bargain)) {
    case 'share':
      return (
        <Button block color="primary" onClick={() => void share()}>
          {t('bargain.share')}
        </Button>
      );
    case 'buy':
      return (
        <Button block color="primary" loading={buy.isPending} onClick={() => void confirmBuy()}>
          {t('bargain.buy', { amount: amountText(bargain.floorPriceMinor) })}
        </Button>
      );
    case 'bought':
      return (
        <Button block color="primary" fill="outline" onClick={() => void navigate(paths.miner)}>
          {t('bargain.toMiners')}
        </Button>
      );
    case 'cut':
      return (
        <Button block color="danger" loading={cut.isPending} onClick={() => cut.mutate()}>
          {t('bargain.cut')}
        </Button>
      );
    case 'cutByMe':
      return <p className="bargain-note">{t('bargain.cutByMe')}</p>;
    default:
      return null;
  }
}

function Detail({ bargainId }: { bargainId: number }) {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const detail = useQuery(detailQuery(bargainId));
  const now = useNow();
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const bargain = detail.data;
  const timeLeft =
    bargain.status === 'open' || bargain.status === 'completed'
      ? formatTimeLeft(bargain.expiresAt, now)
      : null;
  return (
    <PullToRefresh onRefresh={() => detail.refetch().then(() => undefined)}>
      <section className="bargain-hero">
        <p className="bargain-hero-head">
          <strong>{bargain.title}</strong>
          <Tag color="primary" fill="outline" data-testid="bargain-status">
            {t(`bargain.status.${bargain.status}`)}
          </Tag>
        </p>
        <p className="bargain-hero-label">{t('bargain.current')}</p>
        <p className="bargain-hero-price" data-testid="bargain-price">
          <Money minor={bargain.priceMinor} />
        </p>
        <p className="bargain-hero-prices">
          <span>
            {t('bargain.original')}{' '}
            <del>
              <Money minor={bargain.originalPriceMinor} />
            </del>
          </span>
          <span>
            {t('bargain.floor')} <Money minor={bargain.floorPriceMinor} />
          </span>
        </p>
        <ProgressBar percent={cutPercent(bargain)} text />
        <p className="bargain-hero-foot">
          <span>{t('bargain.progress', { made: bargain.cutsMade, required: bargain.cutsRequired })}</span>
          {timeLeft ? <span>{t('bargain.expiresIn', { time: timeLeft })}</span> : null}
        </p>
        {bargain.mine ? null : (
          <p className="bargain-hero-by">{t('bargain.by', { phone: bargain.initiator })}</p>
        )}
      </section>
      <div className="bargain-actions">
        <Actions bargain={bargain} />
      </div>
      <List header={t('bargain.cuts')}>
        {bargain.cuts.length === 0 ? (
          <List.Item>{t('bargain.noCuts')}</List.Item>
        ) : (
          bargain.cuts.map((cut) => (
            <List.Item
              key={`${cut.maskedPhone}-${cut.createdAt}`}
              description={formatDateTime(cut.createdAt, i18n.language)}
              extra={<span className="bargain-cut-amount">−{amountText(cut.amountMinor)}</span>}
            >
              {cut.maskedPhone} <span className="bargain-cut-name">{cut.nickname}</span>
            </List.Item>
          ))
        )}
      </List>
      <div className="bargain-actions">
        <Button block fill="none" color="primary" onClick={() => void navigate(paths.bargain)}>
          {t('bargain.toActivity')} ›
        </Button>
      </div>
    </PullToRefresh>
  );
}

export default function BargainDetailPage() {
  const [params] = useSearchParams();
  const bargainId = bargainIdFrom(params.get('id'));
  return (
    <Page title="bargainDetail" className="bargain">
      {bargainId === null ? <EmptyState /> : <Detail bargainId={bargainId} />}
    </Page>
  );
}
