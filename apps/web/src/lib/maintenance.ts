import { useSyncExternalStore } from 'react';

/**
 * Whether the server answered `maintenance`: the app then shows its maintenance screen instead of
 * the pages, until a status check says the app is open again.
 */
let closed = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (closed === value) return;
  closed = value;
  for (const listener of listeners) listener();
}

export const maintenance = {
  enter: () => set(true),
  leave: () => set(false),
};

export function useMaintenance(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => closed,
  );
}
