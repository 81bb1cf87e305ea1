import { SMS_CODE_LENGTH } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import type { FormFields } from '@/hooks/use-form-fields';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-rules';
import { isSmsCode } from '@/lib/sms-code';
import { phoneMatches, registerConfigQuery } from './auth-queries';
import { useSendCode } from './use-send-code';

export type PhoneCodeForm = Pick<FormFields<'phone' | 'smsCode'>, 'values' | 'field' | 'setError'>;

/**
 * The phone and the code sent to it, the first rows of register and forgot-password: the operator's
 * settings they are checked by, the sender, and their errors for the submit's check.
 */
export function usePhoneCode(purpose: 'register' | 'reset_password', form: PhoneCodeForm) {
  const { t } = useTranslation();
  const config = useQuery(registerConfigQuery()).data;
  const sender = useSendCode(purpose, config?.resendSeconds);
  const codeLength = config?.codeLength ?? SMS_CODE_LENGTH;
  const phone = form.values.phone.trim();
  const phoneError = () =>
    phoneMatches(config?.phonePattern, phone) ? undefined : t('api.phone_format_wrong');
  return {
    config,
    codeLength,
    sender,
    passwordMinLength: config?.passwordMinLength ?? PASSWORD_MIN_LENGTH,
    /** Checks the phone first, and sends only to one that passes. */
    onSend: () => {
      const error = phoneError();
      form.setError('phone', error);
      if (!error) sender.send(phone);
    },
    errors: () => ({
      phone: phoneError(),
      smsCode: isSmsCode(form.values.smsCode.trim(), codeLength) ? undefined : t('api.sms_code_wrong'),
    }),
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
