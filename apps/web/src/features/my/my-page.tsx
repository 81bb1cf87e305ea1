import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Badge from 'antd-mobile/es/components/badge';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LanguageListItem } from '@/components/language-picker';
import { ListLinkRow } from '@/components/list-rows';
import { Page } from '@/components/page';
import { ErrorState } from '@/components/state-views';
import { paths, type AppPath } from '@/config/paths';
import { supportEntryQuery } from '@/lib/support';
import { verificationStatusQuery } from '@/lib/verification';
import { useSignOut } from '@/lib/use-sign-out';
import { useUserInfo } from '@/lib/user';
import { MemberCard } from './member-card';
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

  // A member that failed to load gets its retry; otherwise the card, in its loading shape at first.
  const header =
    user.isError && !user.data ? (
      <ErrorState onRetry={() => void user.refetch()} />
    ) : (
      <MemberCard member={user.data} />
    );

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
