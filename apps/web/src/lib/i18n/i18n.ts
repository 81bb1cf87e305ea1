import { FALLBACK_LANGUAGE, loadErrorTexts, type Language } from '@cloudmine/api';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/en';

/** HTML `lang` of each app language (the app's `bd` is the standard `bn`). */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', bd: 'bn' };

/** Each language is its own chunk: only the one in use is downloaded (docs/web-app.md, bundle budget). */
const LOCALES: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/en').then((module) => module.en),
  zh: () => import('./locales/zh').then((module) => module.zh),
  bd: () => import('./locales/bd').then((module) => module.bd),
};

export const i18n = i18next.createInstance();

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  // `api.<key>`: the error catalogue's texts of this language only (packages/api).
  const [messages, api] = await Promise.all([LOCALES[language](), loadErrorTexts[language]()]);
  i18n.addResourceBundle(language, 'translation', { ...messages, api });
}

export async function initI18n(language: Language): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
  });
  await loadLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  return i18n;
}

export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}
