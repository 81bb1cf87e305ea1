import '@/lib/antd-setup';
import './styles/app.css';
import { createEnvelopeCodec, prepareFormats } from '@cloudmine/api';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyAppStyles } from '@/lib/app-styles';
import { afterFirstPaint } from '@/lib/boot/after-first-paint';
import { installExitSentinel, leaveApp } from '@/app/exit-guard';
import { installApi } from '@/app/install-api';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { readEnvelopeMeta } from '@/lib/api/envelope-meta';
import { initI18n } from '@/lib/i18n/i18n';
import { launchLanguage } from '@/lib/i18n/launch-language';
import { registerServiceWorker } from '@/lib/pwa/service-worker';
import { session } from '@/lib/session';

async function bootstrap(root: HTMLElement): Promise<void> {
  const [i18n, codec] = await Promise.all([
    initI18n(launchLanguage(session.get().language, navigator.language)),
    createEnvelopeCodec(readEnvelopeMeta()),
    applyAppStyles(),
    afterFirstPaint(),
  ]);

  let asking = false;
  installExitSentinel(() => {
    if (asking) return;
    asking = true;
    // Loaded on first use: the dialog is not needed to show the first page.
    void import('@/lib/dialog')
      .then(({ Dialog }) =>
        Dialog.confirm({
          content: i18n.t('exit.question'),
          confirmText: i18n.t('exit.exit'),
          cancelText: i18n.t('exit.cancel'),
        }),
      )
      .then((exit) => {
        if (exit) leaveApp();
      })
      .finally(() => {
        asking = false;
      });
  });

  const queryClient = createQueryClient();
  const router = createAppRouter();
  installApi({ codec, router, queryClient, i18n });

  // Only the built app has a service worker (vite dev serves modules that change on every edit).
  if (import.meta.env.PROD) registerServiceWorker();

  // A transition, as each page's first render is (lazy-page.tsx): rendered in slices, so the shell of
  // index.html stays on screen and the browser keeps the main thread between them.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
  // A member's first screen shows amounts: the language's number formatters are made in a task of
  // their own before the first arrives (made in the render that shows it, they made that render a
  // 160 ms task on a slow phone, Mall). A visitor's Home shows none, so it does not pay for them.
  if (session.get().token) setTimeout(() => prepareFormats(i18n.language), 0);
}

const root = document.getElementById('root');
if (root) {
  bootstrap(root).catch((error: unknown) => {
    // Only a broken deployment gets here (no envelope key in index.html): say so plainly.
    console.error(error);
    root.textContent = 'Cloudmine could not start. Please reload the page.';
  });
}
