import type { ReviewState } from '@cloudmine/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ReviewState, string> = { under_review: 'gold', successful: 'green', failed: 'red' };

export function ReviewStateTag({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`reviewStates.${state}`)}</Tag>;
}
