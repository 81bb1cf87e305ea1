import type { FieldBinding } from '@/hooks/use-form-fields';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { NewPassword } from '@/lib/password-rules';
import { TextField } from './text-field';

type Binding = { field: (name: keyof NewPassword) => FieldBinding };

function NewPasswordInput(
  props: FieldBinding & { id: string; label: string; placeholder: string | undefined },
) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}

/** The new password and its confirmation, the pair every password form ends with. */
export function NewPasswordFields({
  ids,
  form,
  minLength,
  labels,
  confirmPlaceholder,
}: {
  ids: Record<keyof NewPassword, string>;
  form: Binding;
  minLength: number;
  /** Register asks for "the password"; the other forms for "the new password". */
  labels?: Record<keyof NewPassword, string>;
  confirmPlaceholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordInput
        id={ids.newPassword}
        label={labels?.newPassword ?? t('profile.newPassword')}
        {...form.field('newPassword')}
        placeholder={t('auth.passwordTooShort', { min: minLength })}
      />
      <NewPasswordInput
        id={ids.confirmPassword}
        label={labels?.confirmPassword ?? t('profile.confirmPassword')}
        {...form.field('confirmPassword')}
        placeholder={confirmPlaceholder}
      />
    </>
  );
}
