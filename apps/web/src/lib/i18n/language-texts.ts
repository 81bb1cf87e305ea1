import { loadErrorTexts, type Language } from '@cloudmine/api';
import type { Messages } from './locales/en';
import type { Bundle } from './translator';

/** Each language is its own chunk: only the one in use is downloaded (docs/web-app.md, bundle budget). */
const LOCALES: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/en').then((module) => module.en),
  zh: () => import('./locales/zh').then((module) => module.zh),
  bd: () => import('./locales/bd').then((module) => module.bd),
};

/** A language's texts, with `api.<key>`: the error catalogue's texts of that language (packages/api). */
export async function loadLanguageTexts(language: Language): Promise<Bundle> {
  const [messages, api] = await Promise.all([LOCALES[language](), loadErrorTexts[language]()]);
  return { ...messages, api };
}
