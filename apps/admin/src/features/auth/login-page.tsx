import { adminLogin } from '@cloudmine/api';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-context';
import { useSession } from '@/lib/session-context';

interface LoginFields {
  username: string;
  password: string;
  totp: string;
}

/** Username, password and the 6-digit code of the operator's authenticator app. */
export function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.dashboard;
  const login = useMutation({
    mutationFn: (fields: LoginFields) => api.call(adminLogin, fields),
    onSuccess: ({ token, operator }) => {
      session.signIn(token, operator);
      void navigate(from, { replace: true });
    },
  });

  if (session.operator) return <Navigate to={paths.dashboard} replace />;

  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>{t('auth.title')}</Typography.Title>
        <Form<LoginFields>
          layout="vertical"
          onFinish={(fields) => login.mutate(fields)}
          disabled={login.isPending}
        >
          <Form.Item
            name="username"
            label={t('auth.username')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="totp"
            label={t('auth.totp')}
            extra={t('auth.totpHint')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('validation.totp') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('auth.submit')}
          </Button>
        </Form>
      </Card>
    </Layout>
  );
}
