import type { ReviewState } from '@cloudmine/api';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/lib/i18n/use-translation';

const COLORS: Record<ReviewState, 'warning' | 'success' | 'danger'> = {
  under_review: 'warning',
  successful: 'success',
  failed: 'danger',
};

/** The state of a recharge or a withdrawal (SPEC §3): under review, successful, failed. */
export function ReviewStateTag({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} fill="outline" data-state={state}>
      {t(`reviewState.${state}`)}
    </Tag>
  );
}
