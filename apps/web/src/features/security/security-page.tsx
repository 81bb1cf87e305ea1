import { formatDateTime } from '@cloudmine/api';
import type { LoginAttempt, MemberSessionInfo } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { useSignOut } from '@/lib/use-sign-out';
import { loginHistoryQuery, securityKeys, sessionsQuery, twoFactorStatusQuery } from './security-queries';
import './security.css';

function Sessions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });

  const revoke = useMutation({
    mutationFn: (sessionId: string) => api.call('sessionRevoke', { sessionId }),
    onSuccess: async () => {
      showSuccess(t('security.signedOut'));
      await refresh();
    },
  });
  const revokeOthers = useMutation({
    mutationFn: () => api.call('sessionRevokeOthers', {}),
    onSuccess: async ({ ended }) => {
      showSuccess(t('security.othersSignedOut', { count: ended }));
      await refresh();
    },
  });

  const signOut = useSignOut();
  const confirmThis = async () => {
    const go = await Dialog.confirm({
      content: t('security.signOutThisConfirm'),
      confirmText: t('security.signOutDevice'),
      cancelText: t('common.cancel'),
    });
    if (go) signOut.mutate();
  };

  const confirmOthers = async () => {
    const go = await Dialog.confirm({
      content: t('security.signOutOthersConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (go) revokeOthers.mutate();
  };

  if (sessions.isPending) return <LoadingState />;
  if (sessions.isError) return <ErrorState onRetry={() => void sessions.refetch()} />;
  const items = sessions.data.items;
  const row = (session: MemberSessionInfo) => (
    <List.Item
      key={session.id}
      description={`${session.ip || '—'} · ${formatDateTime(session.createdAt, i18n.language)}`}
      extra={
        session.current ? (
          <span className="security-this-device">
            <Tag color="success">{t('security.thisDevice')}</Tag>
            <Button
              size="mini"
              color="danger"
              fill="outline"
              data-testid="sign-out-this-device"
              loading={signOut.isPending}
              onClick={() => void confirmThis()}
            >
              {t('security.signOutDevice')}
            </Button>
          </span>
        ) : (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            loading={revoke.isPending && revoke.variables === session.id}
            onClick={() => revoke.mutate(session.id)}
          >
            {t('security.signOutDevice')}
          </Button>
        )
      }
      arrowIcon={false}
    >
      {session.device || t('security.unknownDevice')}
    </List.Item>
  );
  return (
    <>
      <List mode="card" header={t('security.sessions')} className="security-list" data-testid="sessions">
        {items.map(row)}
      </List>
      {items.length > 1 ? (
        <div className="security-actions">
          <Button
            block
            color="danger"
            fill="outline"
            loading={revokeOthers.isPending}
            onClick={() => void confirmOthers()}
          >
            {t('security.signOutOthers')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function LoginHistory() {
  const { t, i18n } = useTranslation();
  const history = useInfiniteQuery(loginHistoryQuery());
  return (
    <section className="security-history" aria-label={t('security.loginHistory')}>
      <h2 className="security-heading">{t('security.loginHistory')}</h2>
      <PagedList<LoginAttempt>
        query={history}
        itemKey={(attempt) => attempt.id}
        renderItem={(attempt) => (
          <div className="security-attempt">
            <div>
              <strong>{attempt.device || t('security.unknownDevice')}</strong>
              <span>{attempt.ip || '—'}</span>
            </div>
            <div>
              <Tag color={attempt.success ? 'success' : 'danger'}>
                {attempt.success ? t('security.loginSucceeded') : t('security.loginFailed')}
              </Tag>
              <time dateTime={attempt.at}>{formatDateTime(attempt.at, i18n.language)}</time>
            </div>
          </div>
        )}
      />
    </section>
  );
}

/** Account security: the second factor, fund-password reset, live sessions and the login history. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const twoFactor = useQuery(twoFactorStatusQuery());
  return (
    <Page title="security">
      <List mode="card" className="security-list">
        <List.Item
          onClick={() => void navigate(paths.twoFactor)}
          extra={twoFactor.data ? (twoFactor.data.enabled ? t('security.on') : t('security.off')) : null}
        >
          {t('security.twoFactor')}
        </List.Item>
        <List.Item onClick={() => void navigate(paths.resetFundPassword)}>
          {t('security.resetFundPassword')}
        </List.Item>
        <List.Item onClick={() => void navigate(paths.changePassword)}>
          {t('my.menu.changePassword')}
        </List.Item>
      </List>
      <Sessions />
      <LoginHistory />
    </Page>
  );
}
