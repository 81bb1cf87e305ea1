import type { Language } from '@cloudmine/api';
import { api } from './api/api';
import { applyLanguage } from './i18n/i18n';
import { session } from './session';

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', bd: 'বাংলা' };

/**
 * Switches the interface language: applied at once, kept in localStorage, and, for a logged-in
 * member, stored on the server (setLanguage) so messages from the platform follow it.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  session.setLanguage(language);
  if (session.get().token) await api.call('setLanguage', { language });
}
