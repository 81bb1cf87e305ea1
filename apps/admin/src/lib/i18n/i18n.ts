import { ERROR_CATALOGUE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@cloudmine/api';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bd } from './locales/bd';
import { en } from './locales/en';
import { zh } from './locales/zh';

const LANGUAGE_KEY = 'ADMIN-LANGUAGE';
const consoleTexts: Record<Language, typeof en> = { en, zh, bd };

/** `api.<key>` texts of a language, straight from the error catalogue of packages/api. */
function apiTexts(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([key, texts]) => [key, texts[language]]));
}

export const i18n = i18next.createInstance();

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((language) => language === saved) ?? FALLBACK_LANGUAGE;
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [l, { translation: { ...consoleTexts[l], api: apiTexts(l) } }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}
