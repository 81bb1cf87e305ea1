import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { SmsCodeField } from '@/components/sms-code-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useFormFields } from '@/hooks/use-form-fields';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { api } from '@/lib/api/api';
import { checkNewPassword, passwordErrors, PASSWORD_MIN_LENGTH } from '@/lib/password-rules';
import { maskPhone } from '@/lib/phone';
import { isSmsCode } from '@/lib/sms-code';
import { showSuccess } from '@/lib/toast';
import { useUserInfo, userKeys } from '@/lib/user';
import './security.css';

/** A forgotten fund password: a code sent to the member's own phone, then the new one twice. */
export default function ResetFundPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const countdown = useCountdown();
  const form = useFormFields({ smsCode: '', newPassword: '', confirmPassword: '' });
  const { values } = form;

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
        smsCode: values.smsCode.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    onSuccess: async () => {
      showSuccess(t('profile.fundPasswordChanged'), { acrossNavigation: true });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void navigate(paths.security, { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      smsCode: isSmsCode(values.smsCode.trim(), SMS_CODE_LENGTH) ? undefined : t('api.sms_code_wrong'),
      ...passwordErrors(t, checkNewPassword(values)),
    };
    if (form.check(found)) reset.mutate();
  };

  return (
    <Page title="resetFundPassword">
      <p className="page-note" role="note">
        {t('security.fundResetHint', { phone: user.data ? maskPhone(user.data.phone) : '' })}
      </p>
      <form onSubmit={submit} noValidate>
        <List mode="card" className="security-list">
          <SmsCodeField
            id="fund-reset-sms"
            {...form.field('smsCode')}
            codeLength={SMS_CODE_LENGTH}
            sender={{ sending: send.isPending, countdown }}
            onSend={() => send.mutate()}
          />
          <NewPasswordFields
            ids={{ newPassword: 'fund-reset-new', confirmPassword: 'fund-reset-confirm' }}
            form={form}
            minLength={PASSWORD_MIN_LENGTH}
          />
        </List>
        <FormActions label={t('common.save')} loading={reset.isPending} />
      </form>
    </Page>
  );
}
