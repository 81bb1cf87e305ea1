import type { JobRunState } from '@cloudmine/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<JobRunState, string> = { running: 'processing', completed: 'success', failed: 'error' };

export function JobStateTag({ state }: { state: JobRunState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`jobs.states.${state}`)}</Tag>;
}
