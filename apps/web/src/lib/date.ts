/** The Intl locale of an app language (the app's `bd` is the standard `bn`). */
export function intlLocale(language: string): string {
  return language === 'bd' ? 'bn' : language === 'zh' ? 'zh-CN' : 'en';
}

/** An ISO instant as the member's local date and time, e.g. "3/10/2026, 10:00 AM". */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
}

/** An ISO instant as the member's local date. */
export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(intlLocale(language), { dateStyle: 'medium' });
}
