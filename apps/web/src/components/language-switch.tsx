import { LANGUAGES, type Language } from '@cloudmine/api';
import { HTML_LANG } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { changeLanguage, LANGUAGE_NAMES } from '@/lib/language';

/**
 * The visitor's language switch (Login, Register, Home before logging in): the three languages side
 * by side, each in its own name; one tap changes the app at once and is remembered (lib/language.ts),
 * as My > Language does for a member.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <div className="language-switch" role="group" aria-label={t('language.title')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={HTML_LANG[language]}
          aria-pressed={language === current}
          onClick={() => {
            // The switch applies locally at once; a member's server copy failing is shown by the
            // request wrapper and changes nothing here.
            if (language !== current) changeLanguage(language).catch(() => undefined);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
