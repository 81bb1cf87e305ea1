import { FALLBACK_LANGUAGE, type Language } from '@cloudmine/api';
import { loadLanguageTexts } from './language-texts';
import { createI18n } from './translator';
import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { loadUiLocale } from './ui-locale';

/** HTML `lang` of each app language (the app's `bd` is the standard `bn`). */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', bd: 'bn' };

export const i18n = createI18n(FALLBACK_LANGUAGE, FALLBACK_LANGUAGE);

async function loadLanguage(language: Language): Promise<void> {
  const [texts, uiLocale] = await Promise.all([
    i18n.hasResourceBundle(language) ? undefined : loadLanguageTexts(language),
    loadUiLocale(language),
  ]);
  if (texts) i18n.addResourceBundle(language, texts);
  // antd-mobile's default, set before the language change re-renders the app: components read it
  // through UiLocaleProvider, the imperative Dialog and Toast (outside the app's tree) directly.
  setDefaultConfig({ ...getDefaultConfig(), locale: uiLocale });
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
