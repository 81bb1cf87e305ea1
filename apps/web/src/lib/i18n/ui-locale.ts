import type { Language } from '@cloudmine/api';
import type { Locale } from 'antd-mobile/es/locales/base';

/**
 * antd-mobile's own texts (pull to refresh, infinite scroll, dialog buttons, pickers, error blocks)
 * in the app's language. Each is its own chunk, fetched beside the language's texts (the preload
 * entry may start it too, so this file imports nothing of antd-mobile at run time).
 */
const UI_LOCALES: Record<Language, () => Promise<Locale | undefined>> = {
  // antd-mobile's own default (in the entry already): importing its module again would split it out.
  zh: () => Promise.resolve(undefined),
  en: () => import('antd-mobile/es/locales/en-US').then((module) => module.default),
  bd: () => import('./ui-locales/bd').then((module) => module.bd),
};

/** The language's locale; `undefined` for antd-mobile's default (Chinese). */
export function loadUiLocale(language: Language): Promise<Locale | undefined> {
  return UI_LOCALES[language]();
}
