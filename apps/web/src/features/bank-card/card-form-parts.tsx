import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormActions } from '@/components/form-actions';
import { FundPasswordField } from '@/components/fund-password-field';

/** The fund password row of the card forms; absent while the member has none (the page says how to set one). */
export function FundPasswordRow({
  id,
  hasFundPassword,
  value,
  onChange,
  error,
}: {
  id: string;
  hasFundPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (!hasFundPassword) return null;
  return (
    <FundPasswordField
      id={id}
      label={t('bankCard.fundPassword')}
      value={value}
      onChange={onChange}
      hint={t('bankCard.fundPasswordHint')}
      error={error}
    />
  );
}

export interface FormProps {
  replacing: boolean;
  hasFundPassword: boolean;
  holdHours: number;
  onDone: () => void;
}

/** The submit button, or a disabled one while there is no fund password to confirm the change with. */
export function SubmitRow({
  label,
  loading,
  enabled,
}: {
  label: string;
  loading: boolean;
  enabled: boolean;
}) {
  return enabled ? (
    <FormActions label={label} loading={loading} />
  ) : (
    <div className="form-actions">
      <Button block color="primary" size="large" disabled>
        {label}
      </Button>
    </div>
  );
}
