import { adminLogout, LANGUAGES, type Language } from '@cloudmine/api';
import { Button, Dropdown, Layout, Menu, Space, Typography } from 'antd';
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
  const current = LANGUAGES.find((l) => l === i18n.language) ?? 'en';
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
            {/* A menu rather than a Select: Select (with its virtual list) cost the frame 17 KB gzip. */}
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [current],
                items: LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_NAMES[l] })),
                onClick: ({ key }) => void switchLanguage(key as Language),
              }}
            >
              <Button aria-label={`${t('common.language')}: ${LANGUAGE_NAMES[current]}`}>
                {LANGUAGE_NAMES[current]}
              </Button>
            </Dropdown>
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
