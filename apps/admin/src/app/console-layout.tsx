import { adminLogout, LANGUAGES, type Language } from '@cloudmine/api';
import { Button, Layout, Menu, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { visibleMenu } from '@/config/paths';
import { useApi } from '@/lib/api/api-context';
import { switchLanguage } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';

const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', bd: 'বাংলা' };

/** Desktop layout: the side menu shows only what the operator's role may open. */
export function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const { operator, signOut } = useSession();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const groups = visibleMenu(operator?.permissions ?? []);
  const selected = groups
    .flatMap((g) => g.entries)
    .filter((e) => e.path === location.pathname || (e.path !== '/' && location.pathname.startsWith(e.path)))
    .map((e) => e.path);

  const logout = async () => {
    try {
      await api.call(adminLogout, {});
    } finally {
      signOut();
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0}>
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={selected}
          onClick={({ key }) => void navigate(key)}
          items={groups.map((group) => ({
            type: 'group',
            key: group.label,
            label: t(group.label),
            children: group.entries.map((entry) => ({ key: entry.path, label: t(entry.label) })),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}
        >
          <Space>
            <Typography.Text data-testid="operator-name">
              {operator?.username} · {operator ? t(`roles.${operator.role}`) : ''}
            </Typography.Text>
            <Select<Language>
              aria-label={t('common.language')}
              value={LANGUAGES.find((l) => l === i18n.language) ?? 'en'}
              onChange={(language) => void switchLanguage(language)}
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              style={{ width: 110 }}
            />
            <Button onClick={() => void logout()}>{t('auth.logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
