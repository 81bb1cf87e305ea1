import {
  adminMemberPostings,
  FUND_RECORD_TYPE_CODES,
  FUND_RECORD_TYPE_NAMES,
  fundRecordLabel,
  fundRecordSubtype,
  isFundRecordType,
  type CallResponse,
} from '@cloudmine/api';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { PagedTable } from '@/components/paged-table';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { usePagedList } from '@/lib/use-paged-list';

type Posting = CallResponse<typeof adminMemberPostings>['items'][number];

/** The member's ledger postings, newest first, filtered by fund-record type on the server. */
export function MemberPostings({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const [type, setType] = useState<number | undefined>();
  const list = usePagedList('member-postings', { memberId, ...(type ? { type } : {}) }, (request) =>
    api.call(adminMemberPostings, request),
  );
  const typeName = (code: number) =>
    isFundRecordType(code) ? FUND_RECORD_TYPE_NAMES[code][language] : String(code);
  const amount = (value: number, row: Posting) => (row.wallet === 'points' ? String(value) : money(value));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Select<number | undefined>
          allowClear
          placeholder={t('members.postingType')}
          value={type}
          onChange={setType}
          style={{ width: 260 }}
          options={FUND_RECORD_TYPE_CODES.map((code) => ({
            value: code,
            label: `${code} · ${typeName(code)}`,
          }))}
        />
        <ExportButton kind="postings" filters={{ memberId, ...(type ? { type } : {}) }} />
      </Space>
      <PagedTable<Posting>
        list={list}
        columns={[
          {
            title: t('members.postingType'),
            // Under the SPEC's 25 types, the subtype a member reads (a fund investment, a pledge's
            // principal back), named as the member's records page names it.
            render: (_: unknown, row: Posting) =>
              fundRecordSubtype(row.type, row.referenceKind) ? (
                <span data-testid="posting-subtype">
                  {fundRecordLabel(row.type, row.referenceKind, language)}{' '}
                  <Tag>{`${row.type} · ${typeName(row.type)}`}</Tag>
                </span>
              ) : (
                typeName(row.type)
              ),
          },
          { title: t('members.wallet'), dataIndex: 'wallet', render: (w: string) => t(`wallets.${w}`) },
          { title: t('common.amount'), dataIndex: 'amount', render: amount },
          { title: t('members.balanceAfter'), dataIndex: 'balanceAfter', render: amount },
          {
            title: t('members.reference'),
            render: (_: unknown, row: Posting) => `${row.referenceKind} ${row.referenceId}`,
          },
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
        ]}
      />
    </Space>
  );
}
