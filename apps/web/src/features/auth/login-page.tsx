import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { userKeys } from '@/lib/user';
import { phoneMatches, registerConfigQuery } from './auth-queries';
import { PhoneField } from './phone-field';
import './auth.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const config = useQuery(registerConfigQuery());
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; password?: string }>({});

  const login = useMutation({
    mutationFn: () => api.call('login', { phone: phone.trim(), password }),
    onSuccess: ({ token, user }) => {
      session.signIn(token, user);
      queryClient.setQueryData(userKeys.info(), user);
      void navigate(paths.home, { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!phoneMatches(config.data?.phonePattern, phone.trim())) next.phone = t('api.phone_format_wrong');
    if (!password) next.password = t('common.required');
    setErrors(next);
    if (Object.keys(next).length === 0) login.mutate();
  };

  return (
    <Page title="login" className="auth-page">
      <header className="auth-hero">
        <h2>{t('auth.welcome')}</h2>
        <p>{t('auth.subtitle')}</p>
      </header>
      <form onSubmit={submit} noValidate>
        <List>
          <PhoneField
            id="login-phone"
            value={phone}
            onChange={setPhone}
            error={errors.phone}
            example={config.data?.phoneExample}
          />
          <TextField
            id="login-password"
            label={t('auth.password')}
            error={errors.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            placeholder={t('auth.passwordPlaceholder')}
          />
        </List>
        <FormActions label={t('auth.login')} loading={login.isPending}>
          <p className="auth-switch">
            {t('auth.noAccount')} <Link to={paths.register}>{t('auth.toRegister')}</Link>
          </p>
        </FormActions>
      </form>
    </Page>
  );
}
