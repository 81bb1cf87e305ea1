import type { Language } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { wayInKeeping } from '@/config/return-path';
import { LanguageSwitch } from '@/components/language-switch';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useFormFields } from '@/hooks/use-form-fields';
import { checkNewPassword, passwordErrors } from '@/lib/password-rules';
import { PhoneCodeFields } from './phone-code-fields';
import { usePhoneCode } from './use-phone-code';
import { useSignIn } from './use-sign-in';
import './auth.css';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const form = useFormFields({
    phone: '',
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
    // An invite link: #/pages/register/register?code=ABC123 (or ?invite=ABC123).
    invitationCode: params.get('code') ?? params.get('invite') ?? '',
  });
  const phoneCode = usePhoneCode('register', form);
  const minLength = phoneCode.passwordMinLength;
  const { values } = form;

  const register = useMutation({
    mutationFn: () =>
      api.call('register', {
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        password: values.newPassword,
        confirmPassword: values.confirmPassword,
        invitationCode: values.invitationCode.trim(),
        language: i18n.language as Language,
      }),
    // Registration answers a session: the new member lands logged in where they were going.
    onSuccess: (session) => {
      showSuccess(t('auth.registered'), { acrossNavigation: true });
      signIn(session);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invitationMissing = (phoneCode.config?.invitationRequired ?? true) && !values.invitationCode.trim();
    const found = {
      ...phoneCode.errors(),
      ...passwordErrors(t, checkNewPassword(values, minLength), minLength),
      invitationCode: invitationMissing ? t('common.required') : undefined,
    };
    if (form.check(found)) register.mutate();
  };

  return (
    <Page title="register" className="auth-page">
      <LanguageSwitch />
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneCodeFields idPrefix="register" form={form} phoneCode={phoneCode} />
          <NewPasswordFields
            ids={{ newPassword: 'register-password', confirmPassword: 'register-confirm' }}
            form={form}
            minLength={minLength}
            labels={{ newPassword: t('auth.password'), confirmPassword: t('auth.confirmPassword') }}
            confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
          />
          <TextField
            id="register-invitation"
            label={t('auth.invitationCode')}
            autoCapitalize="characters"
            {...form.field('invitationCode')}
            placeholder={t('auth.invitationPlaceholder')}
          />
        </List>
        <FormActions label={t('auth.register')} loading={register.isPending}>
          <p className="auth-switch">
            {t('auth.haveAccount')} <Link to={wayInKeeping(paths.login, params)}>{t('auth.toLogin')}</Link>
          </p>
        </FormActions>
      </form>
    </Page>
  );
}
