import { FALLBACK_LANGUAGE, LANGUAGES, loadErrorTexts, type Language } from '@cloudmine/api';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './locales/en';

const LANGUAGE_KEY = 'ADMIN-LANGUAGE';
/** Each language is its own chunk: only the one in use is downloaded. */
const consoleTexts: Record<Language, () => Promise<typeof en>> = {
  en: () => import('./locales/en').then((module) => module.en),
  zh: () => import('./locales/zh').then((module) => module.zh),
  bd: () => import('./locales/bd').then((module) => module.bd),
};

export const i18n = i18next.createInstance();

function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((language) => language === saved) ?? FALLBACK_LANGUAGE;
}

export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  // `api.<key>`: the error catalogue's texts of this language only (packages/api).
  const [texts, api] = await Promise.all([consoleTexts[language](), loadErrorTexts[language]()]);
  i18n.addResourceBundle(language, 'translation', { ...texts, api });
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  return i18n;
}

export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
