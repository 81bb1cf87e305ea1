import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/text-field';

/** What sends the code: whether a send is under way, and the countdown to the next one. */
export interface CodeSender {
  sending: boolean;
  countdown: { running: boolean; seconds: number };
}

/** The SMS code input with its send button, which counts down the wait before a resend. */
export function SmsCodeField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  codeLength: number;
  sender: CodeSender;
  /** Checks the phone and, when it is fine, calls `sender.send`. */
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const { countdown, sending } = props.sender;
  return (
    <TextField
      id={props.id}
      label={t('auth.smsCode')}
      error={props.error}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          disabled={countdown.running}
          loading={sending}
          onClick={props.onSend}
        >
          {countdown.running ? t('auth.resendIn', { seconds: countdown.seconds }) : t('auth.sendCode')}
        </Button>
      }
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={props.codeLength}
      value={props.value}
      onChange={props.onChange}
      placeholder={t('auth.smsCodePlaceholder', { length: props.codeLength })}
    />
  );
}
