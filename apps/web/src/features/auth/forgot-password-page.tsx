import { SMS_CODE_LENGTH } from '@cloudmine/api';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { SmsCodeField } from '@/components/sms-code-field';
import { TextField } from '@/components/text-field';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { phoneMatches, registerConfigQuery } from './auth-queries';
import { PhoneField } from './phone-field';
import { useSendCode } from './use-send-code';
import './auth.css';

type FieldName = 'phone' | 'smsCode' | 'newPassword' | 'confirmPassword';

/** Forgot password: a code sent to the phone, then the new password twice; every session ends. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useQuery(registerConfigQuery());
  const sender = useSendCode('reset_password', config.data?.resendSeconds);
  const [form, setForm] = useState<Record<FieldName, string>>({
    phone: params.get('phone') ?? '',
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName) => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  const codeLength = config.data?.codeLength ?? SMS_CODE_LENGTH;
  const minLength = config.data?.passwordMinLength ?? 6;
  const phoneError = () =>
    phoneMatches(config.data?.phonePattern, form.phone.trim()) ? undefined : t('api.phone_format_wrong');

  const reset = useMutation({
    mutationFn: () =>
      api.call('passwordReset', {
        phone: form.phone.trim(),
        smsCode: form.smsCode.trim(),
        newPassword: form.newPassword,
        confirmPassword: form.confirmPassword,
      }),
    onSuccess: async () => {
      await Dialog.alert({ content: t('auth.passwordResetDone'), confirmText: t('common.ok') });
      void navigate(withQuery(paths.login, { phone: form.phone.trim() }), { replace: true });
    },
  });

  const onSend = () => {
    const error = phoneError();
    setErrors((current) => ({ ...current, phone: error }));
    if (!error) sender.send(form.phone.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = { phone: phoneError() };
    if (!new RegExp(`^\\d{${codeLength}}$`).test(form.smsCode.trim())) next.smsCode = t('api.sms_code_wrong');
    if (form.newPassword.length < minLength)
      next.newPassword = t('auth.passwordTooShort', { min: minLength });
    if (form.confirmPassword !== form.newPassword) next.confirmPassword = t('api.passwords_mismatch');
    const found = Object.fromEntries(Object.entries(next).filter(([, value]) => value));
    setErrors(found);
    if (Object.keys(found).length === 0) reset.mutate();
  };

  return (
    <Page title="forgotPassword" className="auth-page">
      <p className="auth-hint" role="note">
        {t('auth.forgotHint')}
      </p>
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneField
            id="forgot-phone"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
            example={config.data?.phoneExample}
          />
          <SmsCodeField
            id="forgot-sms"
            value={form.smsCode}
            onChange={set('smsCode')}
            error={errors.smsCode}
            codeLength={codeLength}
            sender={sender}
            onSend={onSend}
          />
          <TextField
            id="forgot-password"
            label={t('profile.newPassword')}
            error={errors.newPassword}
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
            placeholder={t('auth.passwordTooShort', { min: minLength })}
          />
          <TextField
            id="forgot-confirm"
            label={t('profile.confirmPassword')}
            error={errors.confirmPassword}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            placeholder={t('auth.confirmPasswordPlaceholder')}
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
