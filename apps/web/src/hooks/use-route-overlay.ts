import { useEffect, useRef, useState } from 'react';
import { closeOnRouteChange } from '@/lib/route-overlays';

/** Calls `close` when the route changes while the component is mounted (a popup its parent opens). */
export function useCloseOnRouteChange(close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => closeOnRouteChange(() => latest.current()), []);
}

/**
 * The state of a controlled popup or sheet, back to `closed` when the route changes: what the app's
 * controlled overlays use instead of a plain useState, so none outlives its page.
 */
export function useRouteOverlay<T>(closed: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(closed);
  useCloseOnRouteChange(() => setValue(closed));
  return [value, setValue];
}

/**
 * `useRouteOverlay` for an overlay whose code loads on first use: `mounted` turns true the first time
 * it opens and stays so, so the overlay can animate closed instead of vanishing.
 */
export function useLazyRouteOverlay<T>(closed: T): [T, (value: T) => void, boolean] {
  const [value, setValue] = useRouteOverlay<T>(closed);
  const [mounted, setMounted] = useState(false);
  const set = (next: T) => {
    if (next !== closed) setMounted(true);
    setValue(next);
  };
  return [value, set, mounted];
}
