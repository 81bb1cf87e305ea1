import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** Narrows a list to one member by id. */
export function MemberIdFilter(props: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      aria-label={t('common.memberId')}
      placeholder={t('common.memberId')}
      min={1}
      precision={0}
      value={props.value ?? null}
      onChange={(value) => props.onChange(value ?? undefined)}
      style={{ width: 160 }}
    />
  );
}
