import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@cloudmine/api';
import { useTranslation } from 'react-i18next';

/** The console's current language as the contract's `Language`. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return LANGUAGES.find((l) => l === i18n.language) ?? FALLBACK_LANGUAGE;
}
