// antd-mobile's look for the bar, with our own markup: its NavBar makes the back arrow a
// `div role="button"` without a name that a keyboard cannot reach.
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { TitleKey } from '@/lib/i18n/keys';
import { canGoBack } from '@/lib/history';
import { Icon } from './icon';

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
      <div className="adm-nav-bar page-nav">
        <div className="adm-nav-bar-left">
          {tab ? null : (
            <button
              type="button"
              className="adm-nav-bar-back page-nav-back"
              onClick={onBack}
              aria-label={t('common.back')}
            >
              <span className="adm-nav-bar-back-arrow">
                <Icon name="back" />
              </span>
            </button>
          )}
        </div>
        <div className="adm-nav-bar-title">
          <h1 className="page-title">{t(`title.${title}`)}</h1>
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
      <div className="page-body">{children}</div>
    </div>
  );
}
