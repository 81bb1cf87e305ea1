import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { TitleKey } from '@/lib/i18n/keys';
import { canGoBack } from '@/lib/history';

interface PageProps {
  /** The page title, a key of `title.*` (SPEC §2: page titles are translation keys). */
  title: TitleKey;
  /** Tab roots have no back button. */
  tab?: boolean;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Every page: the custom navigation bar with the translated title, then the content. */
export function Page({ title, tab = false, right, children, className }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <NavBar
        className="page-nav"
        backIcon={!tab}
        {...(tab ? {} : { onBack })}
        right={right}
        aria-label={t(`title.${title}`)}
      >
        <h1 className="page-title">{t(`title.${title}`)}</h1>
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
