import { SMS_CODE_LENGTH, type Language } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { phoneMatches, registerConfigQuery } from './auth-queries';
import { PhoneField } from './phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSendCode } from './use-send-code';
import { useSignIn } from './use-sign-in';
import './auth.css';

type FieldName = 'phone' | 'smsCode' | 'password' | 'confirmPassword' | 'invitationCode';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const config = useQuery(registerConfigQuery());
  const sender = useSendCode('register', config.data?.resendSeconds);
  const [form, setForm] = useState<Record<FieldName, string>>({
    phone: '',
    smsCode: '',
    password: '',
    confirmPassword: '',
    // An invite link: #/pages/register/register?code=ABC123 (or ?invite=ABC123).
    invitationCode: params.get('code') ?? params.get('invite') ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const codeLength = config.data?.codeLength ?? SMS_CODE_LENGTH;
  const minLength = config.data?.passwordMinLength ?? 6;
  const phoneError = () =>
    phoneMatches(config.data?.phonePattern, form.phone.trim()) ? undefined : t('api.phone_format_wrong');

  const register = useMutation({
    mutationFn: () =>
      api.call('register', {
        phone: form.phone.trim(),
        smsCode: form.smsCode.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        invitationCode: form.invitationCode.trim(),
        language: i18n.language as Language,
      }),
    // Registration answers a session: the new member lands logged in where they were going.
    onSuccess: (session) => {
      showSuccess(t('auth.registered'), { acrossNavigation: true });
      signIn(session);
    },
  });

  const onSend = () => {
    const error = phoneError();
    setErrors((current) => ({ ...current, phone: error }));
    if (!error) sender.send(form.phone.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    next.phone = phoneError();
    if (!new RegExp(`^\\d{${codeLength}}$`).test(form.smsCode.trim())) next.smsCode = t('api.sms_code_wrong');
    if (form.password.length < minLength) next.password = t('auth.passwordTooShort', { min: minLength });
    if (form.confirmPassword !== form.password) next.confirmPassword = t('api.passwords_mismatch');
    if ((config.data?.invitationRequired ?? true) && !form.invitationCode.trim()) {
      next.invitationCode = t('common.required');
    }
    const found = Object.fromEntries(Object.entries(next).filter(([, value]) => value));
    setErrors(found);
    if (Object.keys(found).length === 0) register.mutate();
  };

  return (
    <Page title="register" className="auth-page">
      <LanguageSwitch />
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneField
            id="register-phone"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
            example={config.data?.phoneExample}
          />
          <SmsCodeField
            id="register-sms"
            value={form.smsCode}
            onChange={set('smsCode')}
            error={errors.smsCode}
            codeLength={codeLength}
            sender={sender}
            onSend={onSend}
          />
          <TextField
            id="register-password"
            label={t('auth.password')}
            error={errors.password}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            placeholder={t('auth.passwordTooShort', { min: minLength })}
          />
          <TextField
            id="register-confirm"
            label={t('auth.confirmPassword')}
            error={errors.confirmPassword}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            placeholder={t('auth.confirmPasswordPlaceholder')}
          />
          <TextField
            id="register-invitation"
            label={t('auth.invitationCode')}
            error={errors.invitationCode}
            autoCapitalize="characters"
            value={form.invitationCode}
            onChange={set('invitationCode')}
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
