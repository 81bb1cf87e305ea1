import { useTranslation } from '@/lib/i18n/use-translation';
import { Page } from '@/components/page';
import './about.css';

export default function CompanyPage() {
  const { t } = useTranslation();
  return (
    <Page title="company">
      <article className="about-company">
        {t('about.companyText')
          .split('\n\n')
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </article>
    </Page>
  );
}
