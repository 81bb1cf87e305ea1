import { REVIEW_STATES, type ReviewState } from '@cloudmine/api';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';

/** The state filter of a review queue; cleared shows every state. */
export function ReviewStateSelect(props: {
  value: ReviewState | undefined;
  onChange: (v: ReviewState | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      values={REVIEW_STATES}
      value={props.value}
      onChange={props.onChange}
      text={(s) => t(`reviewStates.${s}`)}
      placeholder={t('common.allStates')}
      aria-label={t('common.status')}
    />
  );
}
