import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Badge from 'antd-mobile/es/components/badge';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LanguageListItem } from '@/components/language-picker';
import { ListLinkRow } from '@/components/list-rows';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { UserAvatar } from '@/components/user-avatar';
import { useOnline } from '@/hooks/use-online';
import { paths, type AppPath } from '@/config/paths';
import { supportEntryQuery } from '@/lib/support';
import { verificationStatusQuery } from '@/lib/verification';
import { copyText } from '@/lib/clipboard';
import { maskPhone } from '@/lib/phone';
import { showFailure, showSuccess } from '@/lib/toast';
import { useSignOut } from '@/lib/use-sign-out';
import { useUserInfo } from '@/lib/user';
import './my.css';

type MenuKey =
  | 'records'
  | 'withdrawRecords'
  | 'points'
  | 'team'
  | 'teamIncome'
  | 'invite'
  | 'bankCard'
  | 'coupons'
  | 'messages'
  | 'settings'
  | 'changeName'
  | 'changePassword'
  | 'security'
  | 'about';

const MENU: ReadonlyArray<ReadonlyArray<{ key: MenuKey; path: AppPath }>> = [
  [
    { key: 'records', path: paths.fundsRecord },
    { key: 'withdrawRecords', path: paths.withdrawRecord },
    { key: 'points', path: paths.integral },
    { key: 'coupons', path: paths.coupon },
  ],
  [
    { key: 'team', path: paths.myTeam },
    { key: 'teamIncome', path: paths.teamIncome },
    { key: 'invite', path: paths.invite },
    { key: 'bankCard', path: paths.addCard },
    { key: 'messages', path: paths.msgcenter },
  ],
  [
    { key: 'settings', path: paths.changeInfo },
    { key: 'changeName', path: paths.changeName },
    { key: 'changePassword', path: paths.changePassword },
    { key: 'security', path: paths.security },
  ],
];

export default function MyPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  // Offline, the stored copy of the member is days old perhaps: its wallets are not shown as current.
  const online = useOnline();
  const offline = <span className="my-wallet-offline">{t('pwa.balanceOffline')}</span>;
  const supportEntry = useQuery(supportEntryQuery());
  const unreadReplies = supportEntry.data?.unreadCount ?? 0;
  // Verified members are verified for good; the others see where their submission stands.
  const verified = user.data?.identityVerified ?? false;
  const verification = useQuery({ ...verificationStatusQuery(), enabled: Boolean(user.data) && !verified });
  const verificationState = verified ? 'verified' : verification.data?.state;

  const logout = useSignOut();

  const confirmLogout = async () => {
    const yes = await Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common.cancel'),
    });
    if (yes) logout.mutate();
  };

  const copyInvitation = (code: string) =>
    copyText(code).then(
      () => showSuccess(t('common.copied')),
      () => showFailure(t('common.copyFailed')),
    );

  let header;
  if (user.data) {
    const member = user.data;
    header = (
      <section className="my-card" aria-label={member.nickname}>
        <div className="my-identity">
          <UserAvatar user={member} size={56} />
          <div>
            <h2 className="my-name" data-testid="my-nickname">
              {member.nickname}
            </h2>
            <p className="my-phone">{maskPhone(member.phone)}</p>
          </div>
          <span className="my-vip">{t('my.vip', { level: member.vipLevel })}</span>
        </div>
        <div className="my-invite">
          <span>
            {t('my.invitationCode')}:{' '}
            <strong data-testid="my-invitation-code">{member.invitationCode}</strong>
          </span>
          <Button
            size="mini"
            fill="outline"
            color="primary"
            onClick={() => void copyInvitation(member.invitationCode)}
          >
            {t('common.copy')}
          </Button>
        </div>
        <dl className="my-wallets">
          <div>
            <dt>{t('my.balance')}</dt>
            <dd data-testid="my-balance">{online ? <Money minor={member.balanceMinor} /> : offline}</dd>
          </div>
          <div>
            <dt>{t('my.teamBalance')}</dt>
            <dd>{online ? <Money minor={member.teamBalanceMinor} /> : offline}</dd>
          </div>
          <div>
            <dt>{t('my.points')}</dt>
            <dd>{online ? member.points : offline}</dd>
          </div>
        </dl>
      </section>
    );
  } else if (user.isError) {
    header = <ErrorState onRetry={() => void user.refetch()} />;
  } else {
    header = <LoadingState />;
  }

  return (
    <Page title="my" tab>
      <PullToRefresh onRefresh={() => user.refetch()}>
        <div className="my">
          {header}
          {MENU.map((group, index) => (
            <List key={index} className="my-menu" mode="card">
              {group.map((item) => (
                <ListLinkRow key={item.key} to={item.path}>
                  {t(`my.menu.${item.key}`)}
                </ListLinkRow>
              ))}
            </List>
          ))}
          <List className="my-menu" mode="card">
            <LanguageListItem label={t('my.menu.language')} />
            <ListLinkRow
              to={paths.verification}
              data-testid="my-verification"
              data-state={verificationState}
              extra={verificationState ? t(`care.state.${verificationState}`) : null}
            >
              {t('my.menu.verification')}
            </ListLinkRow>
            <ListLinkRow
              to={paths.support}
              data-testid="my-customer-service"
              extra={
                unreadReplies > 0 ? (
                  <Badge content={String(unreadReplies)} data-testid="support-badge" />
                ) : null
              }
            >
              {t('my.menu.customerService')}
            </ListLinkRow>
            <ListLinkRow to={paths.about}>{t('my.menu.about')}</ListLinkRow>
          </List>
          <div className="my-logout">
            <Button
              block
              color="danger"
              fill="outline"
              loading={logout.isPending}
              onClick={() => void confirmLogout()}
            >
              {t('my.logout')}
            </Button>
          </div>
        </div>
      </PullToRefresh>
    </Page>
  );
}
