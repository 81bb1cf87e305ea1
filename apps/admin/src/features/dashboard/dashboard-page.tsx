import { adminDashboardSummary } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Spin, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { JobWarnings } from './job-warnings';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';

// The trends (chart, table, CSV) sit below the figures and bring antd's Table: loaded after them,
// so the dashboard's first screen stays in its budget (docs/admin-console.md).
const DashboardTrends = lazy(() =>
  import('./dashboard-trends').then((module) => ({ default: module.DashboardTrends })),
);

/** Warnings about today's jobs first, then the figures. */
export function DashboardPage() {
  return (
    <>
      <JobWarnings />
      <DashboardSummary />
    </>
  );
}

/** Members, money in and out, pending reviews, liabilities against the ledger, the last reconcile. */
function DashboardSummary() {
  const { t } = useTranslation();
  const api = useApi();
  const summary = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.call(adminDashboardSummary, {}),
    refetchInterval: 60_000,
  });
  if (summary.isPending) return <Spin />;
  if (!summary.data) return <Empty description={t('common.empty')} />;
  const s = summary.data;
  const { wallets, ledger, matches } = s.liabilities;
  const tile = (title: string, value: string | number, suffix?: string) => (
    <Col xs={24} sm={12} lg={6}>
      <Card>
        <Statistic title={title} value={value} {...(suffix ? { suffix } : {})} />
      </Card>
    </Col>
  );

  return (
    <div>
      <Typography.Title level={4}>
        {t('dashboard.title')} · {s.businessDate}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {tile(t('dashboard.members'), s.members.total)}
        {tile(t('dashboard.newToday'), s.members.newToday)}
        {tile(
          t('dashboard.depositsToday'),
          money(s.deposits.today.amountMinor),
          `(${s.deposits.today.count})`,
        )}
        {tile(
          t('dashboard.depositsTotal'),
          money(s.deposits.total.amountMinor),
          `(${s.deposits.total.count})`,
        )}
        {tile(
          t('dashboard.withdrawalsToday'),
          money(s.withdrawals.today.amountMinor),
          `(${s.withdrawals.today.count})`,
        )}
        {tile(
          t('dashboard.withdrawalsTotal'),
          money(s.withdrawals.total.amountMinor),
          `(${s.withdrawals.total.count})`,
        )}
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Link to={paths.withdrawals}>
              <Statistic
                title={t('dashboard.pendingWithdrawals')}
                value={money(s.pendingReviews.withdrawals.amountMinor)}
                suffix={`(${s.pendingReviews.withdrawals.count})`}
              />
            </Link>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Link to={paths.recharges}>
              <Statistic
                title={t('dashboard.pendingRecharges')}
                value={money(s.pendingReviews.recharges.amountMinor)}
                suffix={`(${s.pendingReviews.recharges.count})`}
              />
            </Link>
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboard.liabilities')} style={{ marginTop: 16 }}>
        <Alert
          type={matches ? 'success' : 'error'}
          showIcon
          message={matches ? t('dashboard.liabilitiesMatch') : t('dashboard.liabilitiesDiffer')}
          style={{ marginBottom: 16 }}
        />
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title={t('wallets.balance')} value={money(wallets.balanceMinor)} />
            <Typography.Text type="secondary">
              {t('dashboard.ledger')}: {money(ledger.balanceMinor)}
            </Typography.Text>
          </Col>
          <Col span={8}>
            <Statistic title={t('wallets.team_balance')} value={money(wallets.teamBalanceMinor)} />
            <Typography.Text type="secondary">
              {t('dashboard.ledger')}: {money(ledger.teamBalanceMinor)}
            </Typography.Text>
          </Col>
          <Col span={8}>
            <Statistic title={t('wallets.points')} value={wallets.points} />
            <Typography.Text type="secondary">
              {t('dashboard.ledger')}: {ledger.points}
            </Typography.Text>
          </Col>
        </Row>
      </Card>
      <Card title={t('dashboard.lastReconcile')} style={{ marginTop: 16 }}>
        {s.lastReconcile ? (
          <Alert
            type={s.lastReconcile.ok ? 'success' : 'error'}
            showIcon
            message={
              s.lastReconcile.ok
                ? t('dashboard.reconcileOk', {
                    at: dateTime(s.lastReconcile.ranAt),
                    source: s.lastReconcile.source,
                  })
                : t('dashboard.reconcileFailed', {
                    at: dateTime(s.lastReconcile.ranAt),
                    differences: s.lastReconcile.differences,
                  })
            }
          />
        ) : (
          <Typography.Text type="secondary">{t('dashboard.neverReconciled')}</Typography.Text>
        )}
      </Card>
      <Suspense fallback={<Spin />}>
        <DashboardTrends />
      </Suspense>
    </div>
  );
}
