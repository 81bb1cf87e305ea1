import { DEFAULT_LANGUAGE, type Language } from '@cloudmine/api';

/**
 * The language the app starts in (SPEC §1): a stored choice wins; otherwise a Chinese device locale
 * starts in English, and every other device starts in Bengali (`bd`).
 */
export function launchLanguage(stored: Language | null, deviceLanguage: string | undefined): Language {
  if (stored) return stored;
  if (deviceLanguage?.toLowerCase().startsWith('zh')) return 'en';
  return DEFAULT_LANGUAGE;
}
