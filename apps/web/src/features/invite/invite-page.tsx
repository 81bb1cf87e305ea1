import { formatMinor, type CallResponse, type promotePoster } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { shareLink } from '@/lib/share';
import { showFailure, showSuccess } from '@/lib/toast';
import { composePoster } from './compose-poster';
import { posterQuery } from './invite-queries';
import './invite.css';

type Poster = CallResponse<typeof promotePoster>;

/** The composed poster image, or null until it is drawn (or where the browser cannot draw). */
function usePosterImage(poster: Poster | undefined): string | null {
  const { t, i18n } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!poster) return;
    let current = true;
    composePoster({
      qrCodeDataUrl: poster.qrCodeDataUrl,
      title: t('invite.posterTitle'),
      subtitle: t('invite.posterSubtitle'),
      codeLabel: t('invite.code'),
      code: poster.invitationCode,
    })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [poster, t, i18n.language]);
  return image;
}

/** Saves the poster as a file (a long press on the image saves it too on phones). */
function save(dataUrl: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = 'cloudmine-invite.png';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

async function dataUrlToFile(dataUrl: string, name: string): Promise<File> {
  const blob = await (await fetch(dataUrl)).blob();
  return new File([blob], name, { type: blob.type });
}

export default function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const poster = useQuery(posterQuery());
  const image = usePosterImage(poster.data);

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
      const files = image ? [await dataUrlToFile(image, 'cloudmine-invite.png')] : [];
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
            src={image ?? data.qrCodeDataUrl}
            alt={t('invite.posterAlt')}
            className={image ? 'invite-poster-image' : 'invite-poster-qr'}
            data-testid="invite-poster"
          />
        </figure>
        <div className="invite-actions">
          <Button color="primary" onClick={() => void share(data)}>
            {t('invite.share')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => save(image ?? data.qrCodeDataUrl)}>
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
                  amount: formatMinor(data.inviteBonusMinRechargeMinor),
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
