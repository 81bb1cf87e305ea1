import { POSTER_FILENAME, POSTER_IMAGE_PATH, type CallResponse, type promotePoster } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { useObjectUrl } from '@cloudmine/ui/use-object-url';
import { copyText } from '@/lib/clipboard';
import { shareLink } from '@/lib/share';
import { showFailure, showSuccess } from '@/lib/toast';
import { api } from '@/lib/api/api';
import { saveBlob } from '@cloudmine/ui/save-file';
import { inviteKeys, posterQuery } from './invite-queries';
import './invite.css';

type Poster = CallResponse<typeof promotePoster>;

/**
 * The poster the server draws (an SVG in the member's language), read through the wrapper's
 * `download`: its bytes to save or share, and an object URL to show. Null until it arrives, or
 * where it cannot (the page then shows the QR code alone).
 */
function usePosterFile(): { file: Blob; url: string } | null {
  const { i18n } = useTranslation();
  const file = useQuery({
    queryKey: [...inviteKeys.posterImage, i18n.language],
    queryFn: () => api.download(POSTER_IMAGE_PATH, { quiet: true }),
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(file.data);
  return file.data && url ? { file: file.data, url } : null;
}

export default function InvitePage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const poster = useQuery(posterQuery());
  const image = usePosterFile();

  const copy = async (text: string) => {
    try {
      await copyText(text);
      showSuccess(t('common.copied'));
    } catch {
      showFailure(t('common.copyFailed'));
    }
  };

  const share = async (data: Poster) => {
    try {
      const files = image ? [new File([image.file], POSTER_FILENAME, { type: image.file.type })] : [];
      const outcome = await shareLink({
        title: t('invite.posterTitle'),
        text: t('invite.shareText', { code: data.invitationCode }),
        url: data.inviteUrl,
        files,
      });
      if (outcome === 'copied') showSuccess(t('common.copied'));
    } catch {
      showFailure(t('common.copyFailed'));
    }
  };

  const body = () => {
    if (poster.isPending) return <LoadingState />;
    if (poster.isError) return <ErrorState onRetry={() => void poster.refetch()} />;
    const data = poster.data;
    return (
      <>
        <figure className="invite-poster">
          <img
            src={image?.url ?? data.qrCodeDataUrl}
            alt={t('invite.posterAlt')}
            className={image ? 'invite-poster-image' : 'invite-poster-qr'}
            data-testid="invite-poster"
          />
        </figure>
        <div className="invite-actions">
          <Button color="primary" onClick={() => void share(data)}>
            {t('invite.share')}
          </Button>
          <Button
            color="primary"
            fill="outline"
            disabled={!image}
            data-testid="invite-save"
            onClick={() => {
              if (image) saveBlob(image.file, POSTER_FILENAME);
            }}
          >
            {t('invite.save')}
          </Button>
        </div>
        <section className="invite-details">
          <div className="invite-row">
            <div>
              <p className="invite-label">{t('invite.code')}</p>
              <p className="invite-code" data-testid="invite-code">
                {data.invitationCode}
              </p>
            </div>
            <Button size="small" onClick={() => void copy(data.invitationCode)}>
              {t('invite.copyCode')}
            </Button>
          </div>
          <div className="invite-row">
            <div className="invite-link-box">
              <p className="invite-label">{t('invite.link')}</p>
              <p className="invite-link" data-testid="invite-link">
                {data.inviteUrl}
              </p>
            </div>
            <Button size="small" onClick={() => void copy(data.inviteUrl)}>
              {t('invite.copyLink')}
            </Button>
          </div>
        </section>
        <dl className="invite-stats">
          <div>
            <dt>{t('invite.invited')}</dt>
            <dd data-testid="invite-count">{data.invitedCount}</dd>
          </div>
          <div>
            <dt>{t('invite.pointsEarned')}</dt>
            <dd>{data.bonusPointsEarned}</dd>
          </div>
        </dl>
        <p className="invite-rule">
          {data.inviteBonusPoints === 0
            ? t('invite.noBonus')
            : data.inviteBonusMinRechargeMinor > 0
              ? t('invite.bonusRuleMin', {
                  points: data.inviteBonusPoints,
                  amount: amountText(data.inviteBonusMinRechargeMinor),
                })
              : t('invite.bonusRule', { points: data.inviteBonusPoints })}
        </p>
        <div className="invite-links">
          <Button fill="none" color="primary" onClick={() => void navigate(paths.myTeam)}>
            {t('invite.myTeam')} ›
          </Button>
          <Button fill="none" color="primary" onClick={() => void navigate(paths.bargain)}>
            {t('invite.bargain')} ›
          </Button>
        </div>
      </>
    );
  };

  return (
    <Page title="invite" className="invite">
      <PullToRefresh onRefresh={() => poster.refetch().then(() => undefined)}>{body()}</PullToRefresh>
    </Page>
  );
}
