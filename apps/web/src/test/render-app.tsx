import { fakeServer, testCodec, type Route } from '@cloudmine/api/testing';
import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { installApi } from '@/app/install-api';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';

/**
 * The whole app as main.tsx builds it, at `hash`, talking to the shared fake server (keyed by
 * the contract's calls) through the real envelope. Only the network is replaced.
 */
export async function renderApp(hash: string, routes: readonly Route[]) {
  session.reset();
  window.location.hash = hash;
  const codec = await testCodec();
  const server = fakeServer(codec, routes);
  const i18n = await initI18n('en');
  const queryClient = createQueryClient();
  const router = createAppRouter();
  installApi({ codec, router, queryClient, i18n, transport: server.transport });
  const view = render(<App router={router} queryClient={queryClient} i18n={i18n} />);
  return { ...view, router, server };
}
