import {
  adminJobRunsList,
  adminJobsList,
  JOB_RUN_STATES,
  type JobRun,
  type JobRunState,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { StackedCell } from '@/components/stacked-cell';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { JobStateTag } from './job-state-tag';
import { RerunModal } from './rerun-modal';

interface Filters {
  job?: string;
  businessDay?: string;
  state?: JobRunState;
}

/** Every recorded run of the scheduled jobs, with failures and their reasons, and a day's re-run. */
export function JobsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [filters, setFilters] = useState<Filters>({});
  const [rerun, setRerun] = useState<{ job?: string; businessDay: string } | null>(null);
  const status = useQuery({ queryKey: ['jobs'], queryFn: () => api.call(adminJobsList, {}) });
  const list = usePagedList('job-runs', filters, (request) => api.call(adminJobRunsList, request));
  const names = status.data?.jobs.map((job) => job.name) ?? [];
  const today = status.data?.businessDay ?? '';
  const set = <K extends keyof Filters>(key: K, value: Filters[K] | undefined) =>
    setFilters((current) => {
      const next = { ...current };
      if (value === undefined || value === '') delete next[key];
      else next[key] = value;
      return next;
    });

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.jobs')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setRerun({ businessDay: today })}>
          {t('jobs.rerun')}
        </Button>
      }
    >
      {status.data && !status.data.enabled ? (
        <Alert type="warning" showIcon message={t('jobs.held')} style={{ marginBottom: 16 }} />
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('jobs.job')}
          aria-label={t('jobs.job')}
          style={{ width: 220 }}
          options={names.map((name) => ({ value: name, label: name }))}
          onChange={(value?: string) => set('job', value)}
        />
        <Input
          type="date"
          aria-label={t('jobs.businessDay')}
          onChange={(e) => set('businessDay', e.target.value)}
        />
        <Select
          allowClear
          placeholder={t('jobs.state')}
          aria-label={t('jobs.state')}
          style={{ width: 160 }}
          options={JOB_RUN_STATES.map((state) => ({ value: state, label: t(`jobs.states.${state}`) }))}
          onChange={(value?: JobRunState) => set('state', value)}
        />
      </Space>
      <PagedTable<JobRun>
        list={list}
        expandable={{
          rowExpandable: (run) => run.failureReasons.length > 0,
          expandedRowRender: (run) => (
            <ul>
              {run.failureReasons.map((failure) => (
                <li key={failure.item}>
                  <Typography.Text code>{failure.item}</Typography.Text> {failure.reason}
                </li>
              ))}
            </ul>
          ),
        }}
        columns={[
          { title: t('jobs.job'), dataIndex: 'job' },
          { title: t('jobs.businessDay'), dataIndex: 'businessDay' },
          {
            title: t('jobs.state'),
            dataIndex: 'state',
            render: (state: JobRunState) => <JobStateTag state={state} />,
          },
          { title: t('jobs.itemsPaid'), dataIndex: 'itemsPaid' },
          {
            title: t('jobs.failures'),
            render: (_: unknown, run: JobRun) =>
              run.failures === 0 ? (
                0
              ) : (
                <Typography.Text type="danger">
                  {run.failures}: {run.failureReasons[0]?.reason ?? ''}
                </Typography.Text>
              ),
          },
          // Start and finish, and who started it on which node, share a column each, so the
          // list fits a 1280 px screen without scrolling (e2e/tests/console-widths.spec.ts).
          {
            title: `${t('jobs.startedAt')} / ${t('jobs.finishedAt')}`,
            render: (_: unknown, run: JobRun) => (
              <StackedCell main={dateTime(run.startedAt)} note={dateTime(run.finishedAt)} />
            ),
          },
          { title: t('jobs.runs'), dataIndex: 'runs' },
          {
            title: `${t('jobs.trigger')} / ${t('jobs.node')}`,
            render: (_: unknown, run: JobRun) => <StackedCell main={run.trigger} note={run.nodeId} />,
          },
          {
            title: t('common.actions'),
            render: (_: unknown, run: JobRun) => (
              <Button size="small" onClick={() => setRerun({ job: run.job, businessDay: run.businessDay })}>
                {t('jobs.rerunDay')}
              </Button>
            ),
          },
        ]}
      />
      <RerunModal
        open={rerun !== null}
        jobs={names}
        initial={rerun ?? { businessDay: today }}
        onClose={() => setRerun(null)}
      />
    </Card>
  );
}
