import type { Language } from '@cloudmine/api';
import type { Locale } from 'antd-mobile/es/locales/base';

/**
 * antd-mobile's own texts (pull to refresh, infinite scroll, dialog buttons, pickers, error blocks)
 * in the app's language. Each is its own chunk, fetched beside the language's texts (the preload
 * entry starts it too, so this file imports nothing of antd-mobile at run time); zh-CN is
 * antd-mobile's default and in the entry anyway.
 */
const UI_LOCALES: Record<Language, () => Promise<Locale>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN').then((module) => module.default),
  en: () => import('antd-mobile/es/locales/en-US').then((module) => module.default),
  bd: () => import('./ui-locales/bd').then((module) => module.bd),
};

export function loadUiLocale(language: Language): Promise<Locale> {
  return UI_LOCALES[language]();
}
