import { useSyncExternalStore } from 'react';

/**
 * The exit question (SPEC §2) needs a back press at the app's first entry to stay inside the page.
 * At start we put a sentinel entry under the first one; reaching it means "back out of the app":
 * we step forward again and ask. Tabs replace each other (app-tab-bar.tsx), so back from any tab
 * root lands here.
 */
const SENTINEL_KEY = 'cloudmineExitSentinel';

function isSentinel(state: unknown): boolean {
  return typeof state === 'object' && state !== null && SENTINEL_KEY in state;
}

function hasRouterEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'idx' in state;
}

/** Must run before the router is created, so this listener sees the sentinel's popstate first. */
export function installExitSentinel(onBackAtStart: () => void): void {
  const { history } = window;
  if (isSentinel(history.state)) {
    history.pushState(null, '', window.location.href);
  } else if (!hasRouterEntry(history.state)) {
    history.replaceState({ [SENTINEL_KEY]: true }, '', window.location.href);
    history.pushState(null, '', window.location.href);
  }
  window.addEventListener('popstate', (event) => {
    if (!isSentinel(event.state)) return;
    // The router never sees the sentinel: it would render the launch URL under the question.
    event.stopImmediatePropagation();
    history.go(1);
    onBackAtStart();
  });
}

let exited = false;
const listeners = new Set<() => void>();

function setExited(value: boolean): void {
  exited = value;
  for (const listener of listeners) listener();
}

/** Exit: close the window where the browser allows it, else show the "you can close this tab" state. */
export function leaveApp(): void {
  window.close();
  // A tab the user opened cannot be closed by script; if we are still here, say so.
  setTimeout(() => {
    if (!window.closed) setExited(true);
  }, 150);
}

export function reopenApp(): void {
  setExited(false);
}

export function useExited(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => exited,
  );
}
