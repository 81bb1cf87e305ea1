import type { Language } from '@cloudmine/api';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', bd: 'bn-BD' };

/** An ISO instant as the member's local date and time, in their language ("21/11/2026, 14:05"). */
export function formatDateTime(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const locale = LOCALES[language as Language] ?? LOCALES.en;
  return at.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
}
