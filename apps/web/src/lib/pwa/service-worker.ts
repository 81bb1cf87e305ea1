import { useSyncExternalStore } from 'react';

/**
 * The service worker of the built app (pwa/service-worker.js): registered after the page has
 * loaded, so it never competes with the first paint. A new deployment installs a new worker, which
 * waits; the page shows a reload prompt (components/connection-banner.tsx) instead of changing
 * version under the member's hands.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
