import { FALLBACK_LANGUAGE, type Language } from '@cloudmine/api';
import { loadLanguageTexts } from './language-texts';
import { createI18n } from './translator';
import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { loadUiLocale } from './ui-locale';

/** HTML `lang` of each app language (the app's `bd` is the standard `bn`). */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', bd: 'bn' };

export const i18n = createI18n(FALLBACK_LANGUAGE, FALLBACK_LANGUAGE);

/** antd-mobile's default locale, its Chinese one, kept before any language replaces it. */
const LIBRARY_DEFAULT_LOCALE = getDefaultConfig().locale;

async function loadLanguage(language: Language): Promise<void> {
  const [texts, uiLocale] = await Promise.all([
    i18n.hasResourceBundle(language) ? undefined : loadLanguageTexts(language),
    loadUiLocale(language),
  ]);
  if (texts) i18n.addResourceBundle(language, texts);
  // antd-mobile's default, set before the language change re-renders the pages (every page reads
  // `useTranslation`), so components and the imperative Dialog and Toast read the new one. A
  // ConfigProvider around the app would cost Home 2.7 KB gzip of chunk splitting.
  setDefaultConfig({ ...getDefaultConfig(), locale: uiLocale ?? LIBRARY_DEFAULT_LOCALE });
}

export async function initI18n(language: Language): Promise<typeof i18n> {
  await applyLanguage(language);
  return i18n;
}

export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}
