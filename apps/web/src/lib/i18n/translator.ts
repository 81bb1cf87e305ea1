import { pluralCategory, type Language } from '@cloudmine/api';

/** One language's texts: nested objects of strings, read by dotted keys (`home.title`). */
export interface Bundle {
  readonly [key: string]: string | Bundle;
}

/**
 * `{{name}}` placeholders take these values; `lng` reads another loaded language; a numeric `count`
 * picks the key's plural form by the language's rules (`key_one`, `key_other`…, i18next's suffixes).
 */
export interface TranslateOptions {
  readonly lng?: Language;
  readonly count?: number;
  readonly [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * The app's translator: what the app used of i18next (nested keys, `{{name}}` interpolation, a
 * fallback language, a language switch that re-renders), in about 1 KB instead of i18next's and
 * react-i18next's 18 KB gzip, which Home's first screen could not afford (docs/web-app.md, "Bundle
 * budget"). Unknown keys answer the key itself, as i18next does.
 */
export interface I18n {
  /** A `Language`; typed as i18next typed it, so pages that narrow it need no change. */
  readonly language: string;
  readonly t: TFunction;
  readonly exists: (key: string) => boolean;
  readonly hasResourceBundle: (language: Language) => boolean;
  readonly addResourceBundle: (language: Language, bundle: Bundle) => void;
  readonly changeLanguage: (language: Language) => void;
  /** Calls the listener after every language change. */
  readonly subscribe: (listener: () => void) => () => void;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

export function createI18n(initial: Language, fallback: Language): I18n {
  const bundles = new Map<Language, Bundle>();
  const listeners = new Set<() => void>();
  let language = initial;

  const lookUpIn = (key: string, wanted: Language) => lookUp(bundles.get(wanted), key);
  const inLanguage = (key: string, wanted: Language, count: number | undefined) =>
    count === undefined
      ? lookUpIn(key, wanted)
      : (lookUpIn(`${key}_${pluralCategory(count, wanted)}`, wanted) ??
        lookUpIn(`${key}_other`, wanted) ??
        lookUpIn(key, wanted));
  const find = (key: string, wanted: Language, count?: number) =>
    inLanguage(key, wanted, count) ?? inLanguage(key, fallback, count);

  return {
    get language() {
      return language;
    },
    t: (key, options) => interpolate(find(key, options?.lng ?? language, options?.count) ?? key, options),
    exists: (key) => find(key, language) !== undefined,
    hasResourceBundle: (wanted) => bundles.has(wanted),
    addResourceBundle: (wanted, bundle) => {
      bundles.set(wanted, bundle);
    },
    changeLanguage: (next) => {
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
