import type { Language } from './constants.js';
import { ERROR_TEXTS_BD } from './error-texts/bd.js';
import { ERROR_TEXTS_EN } from './error-texts/en.js';
import { ERROR_TEXTS_ZH } from './error-texts/zh.js';
import { ERROR_KEYS, type ErrorKey } from './errors.js';

function joinCatalogue(): Readonly<Record<ErrorKey, Readonly<Record<Language, string>>>> {
  return Object.fromEntries(
    ERROR_KEYS.map((key) => [
      key,
      { en: ERROR_TEXTS_EN[key], zh: ERROR_TEXTS_ZH[key], bd: ERROR_TEXTS_BD[key] },
    ]),
  ) as Record<ErrorKey, Record<Language, string>>;
}

/**
 * Every error key with its text in the three languages, for the server, the console and tests.
 * A browser app that shows one language loads it with `loadErrorTexts` instead; pure, so a bundle
 * that does not use it leaves it (and the three languages) out.
 */
export const ERROR_CATALOGUE = /* @__PURE__ */ joinCatalogue();
