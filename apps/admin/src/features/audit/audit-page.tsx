import { adminAuditList, type AuditEntry } from '@cloudmine/api';
import { Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { useApi } from '@/lib/api/api-context';
import { dateTime, localInputToIso } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { PageCard } from '@/components/page-card';

interface Filters {
  operatorId?: number;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

function json(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

/** The append-only audit log, newest first; read-only here as in the API. */
export function AuditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePagedList('audit', filters, (request) => api.call(adminAuditList, request));
  const set = (key: keyof Filters, value: string | number | null | undefined) =>
    setFilters((current) => {
      const next = { ...current };
      if (value === null || value === undefined || value === '') delete next[key];
      else (next as Record<string, unknown>)[key] = value;
      return next;
    });

  return (
    <PageCard title={t('menu.audit')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber<number>
          placeholder={t('audit.operatorId')}
          aria-label={t('audit.operatorId')}
          min={1}
          precision={0}
          onChange={(v) => set('operatorId', v)}
          style={{ width: 140 }}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.action')}
          aria-label={t('audit.action')}
          onSearch={(v) => set('action', v.trim())}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.targetKind')}
          onSearch={(v) => set('targetKind', v.trim())}
          style={{ width: 180 }}
        />
        <Input.Search
          allowClear
          placeholder={t('audit.targetId')}
          onSearch={(v) => set('targetId', v.trim())}
          style={{ width: 160 }}
        />
        <Input
          type="datetime-local"
          aria-label={t('exports.from')}
          onChange={(e) => set('from', e.target.value ? localInputToIso(e.target.value) : undefined)}
        />
        <Input
          type="datetime-local"
          aria-label={t('exports.to')}
          onChange={(e) => set('to', e.target.value ? localInputToIso(e.target.value) : undefined)}
        />
      </Space>
      <PagedTable<AuditEntry>
        list={list}
        expandable={{
          expandedRowRender: (entry) => (
            <Space align="start" size="large">
              <div>
                <Typography.Text strong>{t('audit.before')}</Typography.Text>
                <pre>{json(entry.before)}</pre>
              </div>
              <div>
                <Typography.Text strong>{t('audit.after')}</Typography.Text>
                <pre>{json(entry.after)}</pre>
              </div>
            </Space>
          ),
        }}
        columns={[
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
          {
            title: t('audit.operator'),
            render: (_: unknown, e: AuditEntry) => `${e.operatorUsername} (#${e.operatorId})`,
          },
          {
            title: t('audit.action'),
            dataIndex: 'action',
            render: (a: string) => <Typography.Text code>{a}</Typography.Text>,
          },
          {
            title: t('audit.target'),
            render: (_: unknown, e: AuditEntry) => `${e.targetKind} ${e.targetId}`,
          },
          { title: t('common.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '' },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </PageCard>
  );
}
