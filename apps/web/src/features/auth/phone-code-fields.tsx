import { SmsCodeField } from '@/components/sms-code-field';
import { PhoneField } from './phone-field';
import type { PhoneCode, PhoneCodeForm } from './use-phone-code';

/** The phone row and the code row under it, ids `<idPrefix>-phone` and `<idPrefix>-sms`. */
export function PhoneCodeFields({
  idPrefix,
  form,
  phoneCode,
}: {
  idPrefix: string;
  form: PhoneCodeForm;
  phoneCode: PhoneCode;
}) {
  return (
    <>
      <PhoneField
        id={`${idPrefix}-phone`}
        {...form.field('phone')}
        example={phoneCode.config?.phoneExample}
      />
      <SmsCodeField
        id={`${idPrefix}-sms`}
        {...form.field('smsCode')}
        codeLength={phoneCode.codeLength}
        sender={phoneCode.sender}
        onSend={phoneCode.onSend}
      />
    </>
  );
}
