import { formatDateTime, formatMinorIn } from '@cloudmine/api';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { ErrorState, LoadingState } from '@/components/state-views';
import { teamIncomeQuery } from './team-income-queries';
import './team-income.css';

export default function TeamIncomePage() {
  const { t, i18n } = useTranslation();
  const income = useInfiniteQuery(teamIncomeQuery());
  if (income.isPending) {
    return (
      <Page title="teamIncome">
        <LoadingState />
      </Page>
    );
  }
  if (income.isError) {
    return (
      <Page title="teamIncome">
        <ErrorState onRetry={() => void income.refetch()} />
      </Page>
    );
  }
  const [first] = income.data.pages;
  return (
    <Page title="teamIncome" className="team-income">
      <PullToRefresh onRefresh={() => income.refetch().then(() => undefined)}>
        <section className="team-income-card">
          <p className="team-income-label">{t('teamIncome.total')}</p>
          <p className="team-income-total" data-testid="team-income-total">
            <Money minor={first?.totalMinor ?? 0} />
          </p>
          <dl className="team-income-figures">
            <div>
              <dt>{t('teamIncome.today')}</dt>
              <dd>
                <Money minor={first?.todayMinor ?? 0} />
              </dd>
            </div>
            <div>
              <dt>{t('teamIncome.teamBalance')}</dt>
              <dd>
                <Money minor={first?.teamBalanceMinor ?? 0} />
              </dd>
            </div>
          </dl>
        </section>
        <PagedList
          query={income}
          itemKey={(record) => record.id}
          renderItem={(record) => (
            <div className="list-row">
              <span>
                {record.memo ? t(`memo.${record.memo.key}`, record.memo.params) : t('teamIncome.rebate')}
                <small>{formatDateTime(record.createdAt, i18n.language)}</small>
              </span>
              <span className="team-income-amount">+{formatMinorIn(record.amountMinor, i18n.language)}</span>
            </div>
          )}
          empty={t('teamIncome.noIncome')}
        />
      </PullToRefresh>
    </Page>
  );
}
