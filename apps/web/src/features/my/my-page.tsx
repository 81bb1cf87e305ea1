import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageListItem } from '@/components/language-picker';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { UserAvatar } from '@/components/user-avatar';
import { paths, type AppPath } from '@/config/paths';
import { api } from '@/lib/api/api';
import { copyText } from '@/lib/clipboard';
import { maskPhone } from '@/lib/phone';
import { session } from '@/lib/session';
import { showFailure, showInfo, showSuccess } from '@/lib/toast';
import { useUserInfo, userKeys } from '@/lib/user';
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
  ],
];

export default function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();

  const logout = useMutation({
    // Quiet: the local sign-out happens whatever the server says (an expired token is fine).
    mutationFn: () => api.call('logout', {}, { quiet: true }).catch(() => undefined),
    onSettled: () => {
      session.signOut();
      queryClient.removeQueries({ queryKey: userKeys.all });
      showInfo(t('my.loggedOut'));
      void navigate(paths.login, { replace: true });
    },
  });

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
            <dd data-testid="my-balance">
              <Money minor={member.balanceMinor} />
            </dd>
          </div>
          <div>
            <dt>{t('my.teamBalance')}</dt>
            <dd>
              <Money minor={member.teamBalanceMinor} />
            </dd>
          </div>
          <div>
            <dt>{t('my.points')}</dt>
            <dd>{member.points}</dd>
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
                <List.Item key={item.key} onClick={() => void navigate(item.path)}>
                  {t(`my.menu.${item.key}`)}
                </List.Item>
              ))}
            </List>
          ))}
          <List className="my-menu" mode="card">
            <LanguageListItem label={t('my.menu.language')} />
            <List.Item onClick={() => showInfo(t('my.customerServiceSoon'))}>
              {t('my.menu.customerService')}
            </List.Item>
            <List.Item onClick={() => void navigate(paths.about)}>{t('my.menu.about')}</List.Item>
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
