import { useSyncExternalStore } from 'react';

/**
 * The service worker of the built app (pwa/service-worker.js): registered once the page has
 * loaded and the main thread is idle, so it never competes with the first visit. A new deployment
 * installs a new worker, which waits; the page shows a reload prompt (components/connection-banner.tsx)
 * instead of changing version under the member's hands.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

function watch(registration: ServiceWorkerRegistration): void {
  // Only an update waits: the first install has no controller yet and takes the page itself.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration) => {
        watch(registration);
        // An app left open for days still learns about a deployment when it is shown again.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      },
      (error: unknown) => console.warn('service worker not registered', error),
    );
  };
  // After the page has loaded and the main thread is idle: the worker's install downloads the
  // precache (about 250 KB), which must not compete with the first visit's own bytes.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 10_000 })
      : setTimeout(register, 3000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Whether a new version is installed and waiting for the member's reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}

/** Lets the waiting version take over, then reloads into it. */
export function reloadIntoUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage('skip-waiting');
}
