import { ApiError, SMS_CODE_LENGTH } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useFormFields } from '@/hooks/use-form-fields';
import { isSmsCode } from '@/lib/sms-code';
import { deviceTokenFor } from '@/lib/trusted-device';
import { phoneMatches, registerConfigQuery } from './auth-queries';
import { PhoneField } from './phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSendCode } from './use-send-code';
import { useSignIn } from './use-sign-in';
import { wayInKeeping } from '@/config/return-path';
import { LanguageSwitch } from '@/components/language-switch';
import './auth.css';

/** By password, or by a code sent to the phone: the way in when the password is locked. */
type Mode = 'password' | 'sms';
type FieldName = 'phone' | 'password' | 'smsCode' | 'totpCode';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const config = useQuery(registerConfigQuery());
  const sender = useSendCode('login', config.data?.resendSeconds);
  const [mode, setMode] = useState<Mode>('password');
  // Shown when the server answered login_locked and the page switched to the SMS code for it.
  const [lockedHint, setLockedHint] = useState(false);
  const form = useFormFields<FieldName>({
    phone: params.get('phone') ?? '',
    password: '',
    smsCode: '',
    totpCode: '',
  });
  const { phone, password, smsCode, totpCode } = form.values;
  // Asked once the server answers two_factor_required: the member has the authenticator on and
  // this browser has not passed it before.
  const [needsTotp, setNeedsTotp] = useState(false);
  const codeLength = config.data?.codeLength ?? SMS_CODE_LENGTH;

  const secondFactor = () => {
    const deviceToken = deviceTokenFor(phone.trim());
    return {
      ...(deviceToken ? { deviceToken } : {}),
      ...(needsTotp && totpCode.trim() ? { totpCode: totpCode.trim() } : {}),
    };
  };
  const askTotp = (error: Error) => {
    if (error instanceof ApiError && error.key === 'two_factor_required') setNeedsTotp(true);
  };

  const login = useMutation({
    mutationFn: () => api.call('login', { phone: phone.trim(), password, ...secondFactor() }),
    onSuccess: signIn,
    onError: (error) => {
      if (error instanceof ApiError && error.key === 'login_locked') switchTo('sms', true);
      askTotp(error);
    },
  });

  const smsLogin = useMutation({
    mutationFn: () =>
      api.call('loginSms', { phone: phone.trim(), smsCode: smsCode.trim(), ...secondFactor() }),
    onSuccess: signIn,
    onError: askTotp,
  });

  function switchTo(next: Mode, locked = false) {
    setMode(next);
    setLockedHint(locked);
    form.clearErrors();
  }

  const phoneError = () =>
    phoneMatches(config.data?.phonePattern, phone.trim()) ? undefined : t('api.phone_format_wrong');

  const onSend = () => {
    const error = phoneError();
    form.setError('phone', error);
    if (!error) sender.send(phone.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = { phone: phoneError() };
    if (mode === 'password' && !password) next.password = t('common.required');
    if (mode === 'sms' && !isSmsCode(smsCode.trim(), codeLength)) {
      next.smsCode = t('api.sms_code_wrong');
    }
    if (needsTotp && !totpCode.trim()) next.totpCode = t('common.required');
    if (!form.check(next)) return;
    if (mode === 'password') login.mutate();
    else smsLogin.mutate();
  };

  return (
    <Page title="login" className="auth-page">
      <LanguageSwitch />
      <header className="auth-hero">
        <h2>{t('auth.welcome')}</h2>
        <p>{t('auth.subtitle')}</p>
      </header>
      {lockedHint ? (
        <p className="auth-hint" role="status">
          {t('auth.lockedHint')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneField id="login-phone" {...form.field('phone')} example={config.data?.phoneExample} />
          {mode === 'password' ? (
            <TextField
              id="login-password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
              placeholder={t('auth.passwordPlaceholder')}
            />
          ) : (
            <SmsCodeField
              id="login-sms"
              {...form.field('smsCode')}
              codeLength={codeLength}
              sender={sender}
              onSend={onSend}
            />
          )}
          {needsTotp ? (
            <TextField
              id="login-totp"
              label={t('security.totpCode')}
              inputMode="text"
              autoComplete="one-time-code"
              maxLength={11}
              {...form.field('totpCode')}
              placeholder={t('security.totpPlaceholder')}
            />
          ) : null}
        </List>
        <FormActions label={t('auth.login')} loading={login.isPending || smsLogin.isPending}>
          <Button
            className="auth-mode"
            block
            fill="none"
            color="primary"
            onClick={() => switchTo(mode === 'password' ? 'sms' : 'password')}
          >
            {mode === 'password' ? t('auth.withSmsCode') : t('auth.withPassword')}
          </Button>
          <p className="auth-switch">
            <Link to={withQuery(paths.forgotPassword, phone.trim() ? { phone: phone.trim() } : {})}>
              {t('auth.forgotPassword')}
            </Link>
          </p>
          <p className="auth-switch">
            {t('auth.noAccount')}{' '}
            <Link to={wayInKeeping(paths.register, params)}>{t('auth.toRegister')}</Link>
          </p>
        </FormActions>
      </form>
    </Page>
  );
}
