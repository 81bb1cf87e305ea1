import { APP_VERSION } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import './about.css';

export default function AboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title="about">
      <section className="about-hero">
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <h2>{t('common.appName')}</h2>
        <p data-testid="app-version">{t('about.version', { version: APP_VERSION })}</p>
      </section>
      <p className="about-intro">{t('about.intro')}</p>
      <List mode="card">
        <List.Item onClick={() => void navigate(paths.company)}>{t('about.company')}</List.Item>
      </List>
    </Page>
  );
}
