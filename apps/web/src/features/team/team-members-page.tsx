import { TEAM_LEVELS, type TeamLevel, type TeamMember } from '@cloudmine/api';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { levelFrom, teamMembersQuery, type RechargeFilter } from './team-queries';
import './team.css';

const FILTERS: RechargeFilter[] = ['all', 'recharged', 'not_recharged'];

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <div className="list-row" data-testid="team-member">
      <span>
        <span className="team-member-phone">{member.maskedPhone}</span>{' '}
        <span className="team-member-name">{member.nickname}</span>
        <small>{t('team.joined', { date: member.joinedOn })}</small>
      </span>
      <span className="team-member-tags">
        <Tag color={member.recharged ? 'success' : 'default'} fill="outline">
          {member.recharged ? t('team.recharged') : t('team.notRecharged')}
        </Tag>
        {member.activated ? <Tag color="primary">{t('team.activated')}</Tag> : null}
      </span>
    </div>
  );
}

function Members({ level, filter }: { level: TeamLevel; filter: RechargeFilter }) {
  const { t } = useTranslation();
  const members = useInfiniteQuery(teamMembersQuery(level, filter));
  return (
    <PullToRefresh onRefresh={() => members.refetch().then(() => undefined)}>
      <PagedList
        query={members}
        itemKey={(member) => member.id}
        renderItem={(member) => <MemberRow member={member} />}
        empty={t('team.noMembers')}
      />
    </PullToRefresh>
  );
}

export default function TeamMembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const level = levelFrom(params.get('level'));
  const [filter, setFilter] = useState<RechargeFilter>('all');
  const filterText: Record<RechargeFilter, string> = {
    all: t('team.all'),
    recharged: t('team.recharged'),
    not_recharged: t('team.notRecharged'),
  };
  return (
    <Page title="teamMembers" className="team">
      <Tabs activeKey={String(level)} onChange={(key) => setParams({ level: key }, { replace: true })}>
        {TEAM_LEVELS.map((value) => (
          <Tabs.Tab key={value} title={t('team.level', { level: value })} />
        ))}
      </Tabs>
      <div className="team-filters" role="radiogroup" aria-label={t('team.recharged')}>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={filter === value}
            className={filter === value ? 'team-filter is-active' : 'team-filter'}
            onClick={() => setFilter(value)}
          >
            {filterText[value]}
          </button>
        ))}
      </div>
      <Members key={`${level}-${filter}`} level={level} filter={filter} />
    </Page>
  );
}
