import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/text-field';

/** The phone input of login and register, with the operator's example as its placeholder. */
export function PhoneField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  example: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={props.id}
      label={t('auth.phone')}
      error={props.error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={props.value}
      onChange={props.onChange}
      placeholder={t('auth.phonePlaceholder', { example: props.example ?? '01712345678' })}
      clearable
    />
  );
}
