import type { TeamLevelCounts } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Icon } from '@/components/icon';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { paths, withQuery } from '@/config/paths';
import { teamCountQuery } from './team-queries';
import './team.css';

function LevelCard({ counts }: { counts: TeamLevelCounts }) {
  const { t } = useTranslation();
  return (
    <Link
      className="team-level"
      to={withQuery(paths.teamMembers, { level: String(counts.level) })}
      data-testid={`team-level-${counts.level}`}
    >
      <span className="team-level-badge">{t('team.level', { level: counts.level })}</span>
      <span className="team-level-text">
        {t('team.levelSummary', {
          members: counts.members,
          recharged: counts.recharged,
          activated: counts.activated,
        })}
      </span>
      <span className="team-level-more">{t('team.viewMembers')} ›</span>
    </Link>
  );
}

export default function MyTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useQuery(teamCountQuery());
  return (
    <Page title="myTeam" className="team">
      <PullToRefresh onRefresh={() => counts.refetch().then(() => undefined)}>
        {counts.isPending ? (
          <LoadingState />
        ) : counts.isError ? (
          <ErrorState onRetry={() => void counts.refetch()} />
        ) : (
          <>
            <section className="team-card" aria-label={t('team.total')}>
              <dl className="team-totals">
                <div>
                  <dt>{t('team.total')}</dt>
                  <dd data-testid="team-total">{counts.data.total.members}</dd>
                </div>
                <div>
                  <dt>{t('team.recharged')}</dt>
                  <dd>{counts.data.total.recharged}</dd>
                </div>
                <div>
                  <dt>{t('team.activated')}</dt>
                  <dd>{counts.data.total.activated}</dd>
                </div>
              </dl>
            </section>
            <nav className="team-levels" aria-label={t('title.teamMembers')}>
              {counts.data.levels.map((level) => (
                <LevelCard key={level.level} counts={level} />
              ))}
            </nav>
            <p className="team-rule">{t('team.activatedRule')}</p>
          </>
        )}
        <div className="team-actions">
          <Button block color="primary" onClick={() => void navigate(paths.invite)}>
            <Icon name="invite" size={18} /> {t('team.invite')}
          </Button>
          <Button block color="primary" fill="outline" onClick={() => void navigate(paths.bargain)}>
            {t('team.bargain')}
          </Button>
        </div>
      </PullToRefresh>
    </Page>
  );
}
