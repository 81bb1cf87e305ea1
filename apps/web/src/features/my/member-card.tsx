import Button from 'antd-mobile/es/components/button';
import type { UserInfo } from '@cloudmine/api';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from '@/components/money';
import { UserAvatar } from '@/components/user-avatar';
import { useOnline } from '@/hooks/use-online';
import { copyText } from '@/lib/clipboard';
import { maskPhone } from '@/lib/phone';
import { showFailure, showSuccess } from '@/lib/toast';

const AVATAR_SIZE = 56;

/**
 * My's member card. While the member loads it keeps its shape (the same lines, '…' for the
 * values), so the menus below do not move when the member arrives: swapping a loading line for the
 * card moved the whole page 12 px on a slow phone (CLS 0.08 in Lighthouse's My runs).
 */
export function MemberCard({ member }: { member: UserInfo | undefined }) {
  const { t } = useTranslation();
  // Offline, the stored copy of the member is days old perhaps: its wallets are not shown as current.
  const online = useOnline();
  const wallet = (value: ReactNode) =>
    !member ? '…' : online ? value : <span className="my-wallet-offline">{t('pwa.balanceOffline')}</span>;
  const copyInvitation = (code: string) =>
    copyText(code).then(
      () => showSuccess(t('common.copied')),
      () => showFailure(t('common.copyFailed')),
    );

  return (
    <section
      className="my-card"
      aria-label={member?.nickname ?? t('common.loading')}
      aria-busy={!member}
      data-testid={member ? 'my-card' : 'my-card-loading'}
    >
      <div className="my-identity">
        {member ? (
          <UserAvatar user={member} size={AVATAR_SIZE} />
        ) : (
          <span
            className="user-avatar my-avatar-loading"
            style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
          />
        )}
        <div>
          <h2 className="my-name" data-testid="my-nickname">
            {member?.nickname ?? '…'}
          </h2>
          <p className="my-phone">{member ? maskPhone(member.phone) : '…'}</p>
        </div>
        <span className="my-vip">{member ? t('my.vip', { level: member.vipLevel }) : '…'}</span>
      </div>
      <div className="my-invite">
        <span>
          {t('my.invitationCode')}:{' '}
          <strong data-testid="my-invitation-code">{member?.invitationCode ?? '…'}</strong>
        </span>
        <Button
          size="mini"
          fill="outline"
          color="primary"
          disabled={!member}
          onClick={() => member && void copyInvitation(member.invitationCode)}
        >
          {t('common.copy')}
        </Button>
      </div>
      <dl className="my-wallets">
        <div>
          <dt>{t('my.balance')}</dt>
          <dd data-testid="my-balance">{wallet(member && <Money minor={member.balanceMinor} />)}</dd>
        </div>
        <div>
          <dt>{t('my.teamBalance')}</dt>
          <dd>{wallet(member && <Money minor={member.teamBalanceMinor} />)}</dd>
        </div>
        <div>
          <dt>{t('my.points')}</dt>
          <dd>{wallet(member?.points)}</dd>
        </div>
      </dl>
    </section>
  );
}
