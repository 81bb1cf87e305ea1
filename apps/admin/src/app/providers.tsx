import type { EnvelopeCodec, Transport } from '@cloudmine/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import bnBD from 'antd/locale/bn_BD';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createConsoleApi } from '@/lib/api/api';
import { ApiContext } from '@/lib/api/api-context';
import { clearSession, readOperator, readToken, saveSession } from '@/lib/session';
import { SessionContext, type SessionState } from '@/lib/session-context';

/**
 * Ant Design's font stack without the emoji families it ends with: digits carry Unicode's Emoji
 * property, so where an emoji font is named and installed (Noto Color Emoji on Linux) Chromium draws
 * every digit and space with it, wide and spaced out, and tables no longer fit. Emoji still render
 * through the system's fallback.
 */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

interface ProvidersProps {
  codec: EnvelopeCodec;
  queryClient: QueryClient;
  /** Tests answer at the transport seam; the browser uses fetch. */
  transport?: Transport;
  children: ReactNode;
}

export function Providers({ codec, queryClient, transport, children }: ProvidersProps) {
  const { i18n } = useTranslation();
  // antd's own texts (pagination, table filters, empty states, confirm buttons) in the console's language.
  const locale = i18n.language === 'zh' ? zhCN : i18n.language === 'bd' ? bnBD : enUS;
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f6feb', fontFamily: FONT_FAMILY } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <SessionAndApi codec={codec} queryClient={queryClient} transport={transport}>
            {children}
          </SessionAndApi>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

function SessionAndApi({ codec, queryClient, transport, children }: ProvidersProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [operator, setOperator] = useState(readOperator);

  const session = useMemo<SessionState>(
    () => ({
      operator,
      signIn(token, next) {
        saveSession(token, next);
        setOperator(next);
      },
      signOut() {
        clearSession();
        queryClient.clear();
        setOperator(null);
      },
    }),
    [operator, queryClient],
  );

  const api = useMemo(
    () =>
      createConsoleApi({
        codec,
        getToken: readToken,
        ...(transport ? { transport } : {}),
        onError: (key) => void message.error(t(`api.${key}`)),
        onUnauthorized: () => {
          clearSession();
          queryClient.clear();
          setOperator(null);
        },
      }),
    [codec, transport, message, t, queryClient],
  );

  return (
    <SessionContext.Provider value={session}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </SessionContext.Provider>
  );
}
