import { ERROR_CATALOGUE } from '../../packages/api/src/error-catalogue.ts';
import { bd } from '../../apps/web/src/lib/i18n/locales/bd.ts';
import { en } from '../../apps/web/src/lib/i18n/locales/en.ts';
import { zh } from '../../apps/web/src/lib/i18n/locales/zh.ts';

/** The app's own texts, so the tests find controls by what a member reads in each language. */
export const TEXTS = { en, zh, bd };
export type AppLanguage = keyof typeof TEXTS;
export { ERROR_CATALOGUE };
