import type { ReactNode } from 'react';
import { I18nContext } from './i18n-context';
import type { I18n } from './translator';

/** Gives the tree below an i18n instance (`useTranslation` reads it). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
