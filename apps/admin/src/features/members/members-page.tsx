import { adminMembersSearch, type AdminMemberRow } from '@cloudmine/api';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { MemberStatusTag } from './member-status-tag';
import { PageCard } from '@/components/page-card';

type Status = AdminMemberRow['status'];
type Sort = 'newest' | 'oldest' | 'balance';

/** Search by phone (prefix), member id or invitation code; paged and sorted on the server. */
export function MembersPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status | undefined>();
  const [sort, setSort] = useState<Sort>('newest');
  const list = usePagedList('members', { query, sort, ...(status ? { status } : {}) }, (request) =>
    api.call(adminMembersSearch, request),
  );

  return (
    <PageCard
      title={t('menu.members')}
      extra={<ExportButton kind="postings" filters={{}} label={t('exports.allPostings')} />}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('members.searchHint')}
          onSearch={(value) => setQuery(value.trim())}
          style={{ width: 320 }}
          aria-label={t('members.search')}
        />
        <FilterSelect
          values={['active', 'banned_fraud', 'banned_bank'] as const}
          value={status}
          onChange={setStatus}
          text={(s) => t(`members.statuses.${s}`)}
          placeholder={t('members.status')}
        />
        <Select<Sort>
          value={sort}
          onChange={setSort}
          style={{ width: 180 }}
          options={(['newest', 'oldest', 'balance'] as const).map((s) => ({
            value: s,
            label: t(`members.sorts.${s}`),
          }))}
        />
      </Space>
      <PagedTable<AdminMemberRow>
        list={list}
        idColumn={{
          title: 'ID',
          dataIndex: 'id',
          render: (id: number) => <Link to={paths.member(id)}>{id}</Link>,
        }}
        columns={[
          { title: t('members.phone'), dataIndex: 'phone' },
          { title: t('members.nickname'), dataIndex: 'nickname' },
          { title: t('members.invitationCode'), dataIndex: 'invitationCode' },
          { title: t('members.vipLevel'), dataIndex: 'vipLevel' },
          {
            title: t('members.status'),
            dataIndex: 'status',
            render: (value: Status) => <MemberStatusTag status={value} />,
          },
          { title: t('members.balance'), dataIndex: 'balanceMinor', render: money },
          { title: t('members.teamBalance'), dataIndex: 'teamBalanceMinor', render: money },
          { title: t('members.points'), dataIndex: 'points' },
          { title: t('members.registeredAt'), dataIndex: 'registeredAt', render: dateTime },
        ]}
      />
    </PageCard>
  );
}
