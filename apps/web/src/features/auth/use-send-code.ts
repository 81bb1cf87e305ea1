import { SMS_RESEND_SECONDS } from '@cloudmine/api';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCountdown } from '@/hooks/use-countdown';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';

/** Sends a code for `purpose` and runs the resend countdown (the server's wait, else the config's). */
export function useSendCode(
  purpose: 'register' | 'login' | 'reset_password',
  configResendSeconds: number | undefined,
) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: (phone: string) => api.call('smsSend', { phone, purpose }),
    onSuccess: (data) => {
      countdown.start(data.resendSeconds || configResendSeconds || SMS_RESEND_SECONDS);
      showSuccess(t('auth.codeSent'));
    },
  });
  return { send: (phone: string) => send.mutate(phone), sending: send.isPending, countdown };
}
