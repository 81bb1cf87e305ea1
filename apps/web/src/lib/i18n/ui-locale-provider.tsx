import { ConfigProvider, getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { ReactNode } from 'react';
import { useTranslation } from './use-translation';

/**
 * antd-mobile's locale for the app's tree, re-provided on every language change so even memoised
 * components re-read it. `applyLanguage` made it the library's default first (the imperative Dialog
 * and Toast render outside this tree and read the default).
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  useTranslation();
  return <ConfigProvider locale={getDefaultConfig().locale}>{children}</ConfigProvider>;
}
