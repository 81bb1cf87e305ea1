import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cloudmine/api';
import { readText, STORAGE_KEYS } from '../storage';

/**
 * The language the app starts in (SPEC §1): a stored choice wins; otherwise a Chinese device locale
 * starts in English, and every other device starts in Bengali (`bd`).
 */
export function launchLanguage(stored: Language | null, deviceLanguage: string | undefined): Language {
  if (stored) return stored;
  if (deviceLanguage?.toLowerCase().startsWith('zh')) return 'en';
  return DEFAULT_LANGUAGE;
}

/** The member's stored choice of language, if any. */
export function storedLanguage(): Language | null {
  const value = readText(STORAGE_KEYS.language);
  return LANGUAGES.find((language) => language === value) ?? null;
}
