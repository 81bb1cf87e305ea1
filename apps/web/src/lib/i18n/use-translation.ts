import type { Language } from '@cloudmine/api';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from './i18n-context';
import type { I18n, TFunction } from './translator';

/**
 * `t` and the i18n instance, as react-i18next's hook of the same name answered them. A language
 * change re-renders the component with a new `t` bound to the new language, so effects and memos
 * that depend on `t` run again.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const t = useMemo<TFunction>(
    () => (key, options) => i18n.t(key, { lng: language as Language, ...options }),
    [i18n, language],
  );
  return { t, i18n };
}
