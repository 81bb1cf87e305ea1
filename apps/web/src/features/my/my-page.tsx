import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LanguageListItem } from '@/components/language-picker';
import { ListLinkRow } from '@/components/list-rows';
import { Page } from '@/components/page';
import { ErrorState } from '@/components/state-views';
import { paths, type AppPath } from '@/config/paths';
import { useSignOut } from '@/lib/use-sign-out';
import { userKeys, useUserInfo } from '@/lib/user';
import { SupportRow, VerificationRow } from './care-rows';
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

/** The member card, or a retry when the member could not be loaded. */
function MemberHeader() {
  const user = useUserInfo();
  if (user.isError && !user.data) return <ErrorState onRetry={() => void user.refetch()} />;
  return <MemberCard member={user.data} />;
}

/**
 * The page itself reads no query: the card and the rows that show the member's state read their
 * own, so an answer re-renders only what shows it.
 */
export default function MyPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logout = useSignOut();

  const confirmLogout = async () => {
    const yes = await Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common.cancel'),
    });
    if (yes) logout.mutate();
  };

  return (
    <Page title="my" tab>
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: userKeys.info() })}>
        <div className="my">
          <MemberHeader />
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
            <VerificationRow />
            <SupportRow />
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
