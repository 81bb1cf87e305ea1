import { adminJobsList } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-context';

/**
 * The dashboard's warnings: a daily job that failed today or has not completed for today, and the
 * days before today that a daily job has no completed run for.
 */
export function JobWarnings() {
  const { t } = useTranslation();
  const api = useApi();
  const status = useQuery({
    queryKey: ['jobs'],
    queryFn: () => api.call(adminJobsList, {}),
    refetchInterval: 60_000,
  });
  const warned = status.data?.jobs.filter((job) => job.warning !== null) ?? [];
  const missed = status.data?.jobs.filter((job) => job.missedDays.length > 0) ?? [];
  if (!status.data || warned.length + missed.length === 0) return null;
  const day = status.data.businessDay;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {warned.map((job) => (
        <Alert
          key={job.name}
          type={job.warning === 'failed' ? 'error' : 'warning'}
          showIcon
          message={
            <Link to={paths.jobs}>
              {t(job.warning === 'failed' ? 'jobs.warningFailed' : 'jobs.warningNotCompleted', {
                job: job.name,
                day,
              })}
            </Link>
          }
        />
      ))}
      {missed.map((job) => (
        <Alert
          key={`${job.name}-missed`}
          type="warning"
          showIcon
          message={
            <Link to={paths.jobs}>
              {t('jobs.warningMissedDays', { job: job.name, days: job.missedDays.join(', ') })}
            </Link>
          }
        />
      ))}
    </Space>
  );
}
