import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { SmsCodeField } from '@/components/sms-code-field';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { api } from '@/lib/api/api';
import { maskPhone } from '@/lib/phone';
import { showSuccess } from '@/lib/toast';
import { useUserInfo, userKeys } from '@/lib/user';
import './security.css';

type FieldName = 'smsCode' | 'newPassword' | 'confirmPassword';
const MIN_LENGTH = 6;

/** A forgotten fund password: a code sent to the member's own phone, then the new one twice. */
export default function ResetFundPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const countdown = useCountdown();
  const [form, setForm] = useState<Record<FieldName, string>>({
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const send = useMutation({
    mutationFn: () => api.call('fundPasswordCode', {}),
    onSuccess: (data) => {
      countdown.start(data.resendSeconds || SMS_RESEND_SECONDS);
      showSuccess(t('auth.codeSent'));
    },
  });
  const reset = useMutation({
    mutationFn: () =>
      api.call('fundPasswordReset', {
        smsCode: form.smsCode.trim(),
        newPassword: form.newPassword,
        confirmPassword: form.confirmPassword,
      }),
    onSuccess: async () => {
      showSuccess(t('profile.fundPasswordChanged'), { acrossNavigation: true });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void navigate(paths.security, { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(form.smsCode.trim()))
      next.smsCode = t('api.sms_code_wrong');
    if (form.newPassword.length < MIN_LENGTH)
      next.newPassword = t('auth.passwordTooShort', { min: MIN_LENGTH });
    if (form.confirmPassword !== form.newPassword) next.confirmPassword = t('api.passwords_mismatch');
    setErrors(next);
    if (Object.keys(next).length === 0) reset.mutate();
  };

  return (
    <Page title="resetFundPassword">
      <p className="security-hint" role="note">
        {t('security.fundResetHint', { phone: user.data ? maskPhone(user.data.phone) : '' })}
      </p>
      <form onSubmit={submit} noValidate>
        <List mode="card" className="security-list">
          <SmsCodeField
            id="fund-reset-sms"
            value={form.smsCode}
            onChange={set('smsCode')}
            error={errors.smsCode}
            codeLength={SMS_CODE_LENGTH}
            sender={{ sending: send.isPending, countdown }}
            onSend={() => send.mutate()}
          />
          <TextField
            id="fund-reset-new"
            label={t('profile.newPassword')}
            error={errors.newPassword}
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
            placeholder={t('auth.passwordTooShort', { min: MIN_LENGTH })}
          />
          <TextField
            id="fund-reset-confirm"
            label={t('profile.confirmPassword')}
            error={errors.confirmPassword}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </List>
        <FormActions label={t('common.save')} loading={reset.isPending} />
      </form>
    </Page>
  );
}
