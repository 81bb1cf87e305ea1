import { useTranslation } from '@/lib/i18n/use-translation';
import type { SecondFactor } from '@/hooks/use-second-factor';
import { TextField } from './text-field';

/** The authenticator code row, shown only once the server has asked for it. */
export function TotpField({
  id,
  factor,
  error,
}: {
  id: string;
  factor: SecondFactor;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  if (!factor.needed) return null;
  return (
    <TextField
      id={id}
      label={t('security.totpCode')}
      error={error}
      autoComplete="one-time-code"
      maxLength={11}
      value={factor.code}
      onChange={factor.setCode}
      placeholder={t('security.totpPlaceholder')}
    />
  );
}
