import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { NewPasswordFields } from '@/components/new-password-fields';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useFormFields } from '@/hooks/use-form-fields';
import { checkNewPassword, passwordErrors } from '@/lib/password-rules';
import { PhoneCodeFields } from './phone-code-fields';
import { usePhoneCode } from './use-phone-code';
import './auth.css';

/** Forgot password: a code sent to the phone, then the new password twice; every session ends. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useFormFields({
    phone: params.get('phone') ?? '',
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const phoneCode = usePhoneCode('reset_password', form);
  const minLength = phoneCode.passwordMinLength;
  const { values } = form;

  const reset = useMutation({
    mutationFn: () =>
      api.call('passwordReset', {
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    onSuccess: async () => {
      await Dialog.alert({ content: t('auth.passwordResetDone'), confirmText: t('common.ok') });
      void navigate(withQuery(paths.login, { phone: values.phone.trim() }), { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...phoneCode.errors(),
      ...passwordErrors(t, checkNewPassword(values, minLength), minLength),
    };
    if (form.check(found)) reset.mutate();
  };

  return (
    <Page title="forgotPassword" className="auth-page">
      <p className="auth-hint" role="note">
        {t('auth.forgotHint')}
      </p>
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneCodeFields idPrefix="forgot" form={form} phoneCode={phoneCode} />
          <NewPasswordFields
            ids={{ newPassword: 'forgot-password', confirmPassword: 'forgot-confirm' }}
            form={form}
            minLength={minLength}
            confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
          />
        </List>
        <FormActions label={t('auth.resetPassword')} loading={reset.isPending}>
          <p className="auth-switch">
            <Link to={paths.login}>{t('auth.toLogin')}</Link>
          </p>
        </FormActions>
      </form>
    </Page>
  );
}
