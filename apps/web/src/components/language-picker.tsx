import { LANGUAGES, type Language } from '@cloudmine/api';
import { lazy, Suspense } from 'react';
import { HTML_LANG } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { changeLanguage, LANGUAGE_NAMES } from '@/lib/language';
import { ListButtonRow } from './list-rows';
import { showSuccess } from '@/lib/toast';
import { useLazyRouteOverlay } from '@/hooks/use-route-overlay';

// Loaded on the first tap: the sheet and its popup are not needed to draw the pages that list it.
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'));

/** A language's own name, marked with its language (it picks its script's font, docs/web-app.md). */
function LanguageName({ language }: { language: Language }) {
  return <span lang={HTML_LANG[language]}>{LANGUAGE_NAMES[language]}</span>;
}

/** A list row showing the current language; tapping it offers the three. */
export function LanguageListItem({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen, mounted] = useLazyRouteOverlay(false);
  const current = i18n.language as Language;
  return (
    <>
      <ListButtonRow
        extra={<LanguageName language={current} />}
        onClick={() => setOpen(true)}
        data-testid="language-item"
      >
        {label}
      </ListButtonRow>
      {mounted && (
        <Suspense fallback={null}>
          <ActionSheet
            visible={open}
            onClose={() => setOpen(false)}
            cancelText={t('common.cancel')}
            extra={t('language.title')}
            actions={LANGUAGES.map((language) => ({
              key: language,
              text: <LanguageName language={language} />,
              bold: language === current,
              onClick: () => {
                setOpen(false);
                if (language === current) return;
                changeLanguage(language).then(
                  () => showSuccess(t('language.changed', { lng: language })),
                  // The request wrapper has already shown the failure; the local switch stands.
                  () => undefined,
                );
              },
            }))}
          />
        </Suspense>
      )}
    </>
  );
}
