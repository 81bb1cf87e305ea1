import type { Language } from './constants.js';
import type { ErrorTexts } from './errors.js';

/**
 * The error texts of one language, loaded on demand: in a browser build each language is its own
 * chunk, so a member reading Bengali never downloads the English and Chinese texts.
 */
export const loadErrorTexts: Record<Language, () => Promise<ErrorTexts>> = {
  en: () => import('./error-texts/en.js').then((module) => module.ERROR_TEXTS_EN),
  zh: () => import('./error-texts/zh.js').then((module) => module.ERROR_TEXTS_ZH),
  bd: () => import('./error-texts/bd.js').then((module) => module.ERROR_TEXTS_BD),
};
