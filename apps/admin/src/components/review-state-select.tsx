import { REVIEW_STATES, type ReviewState } from '@cloudmine/api';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The state filter of a review queue; cleared shows every state. */
export function ReviewStateSelect(props: {
  value: ReviewState | undefined;
  onChange: (v: ReviewState | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<ReviewState | undefined>
      allowClear
      aria-label={t('common.status')}
      placeholder={t('common.allStates')}
      value={props.value}
      onChange={props.onChange}
      style={{ width: 180 }}
      options={REVIEW_STATES.map((s) => ({ value: s, label: t(`reviewStates.${s}`) }))}
    />
  );
}
