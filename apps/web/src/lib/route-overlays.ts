/**
 * Every dialog, popup, sheet and toast closes when the route changes (Back included), through this
 * one registry: whatever can be open registers how it closes, and the app's history calls them all
 * the moment its location changes (app/router.ts). antd-mobile's imperative dialogs and toasts
 * render in roots of their own, outside the page, so leaving the page would not take them along:
 * a "Start mining now?" left open on My miners kept its mask over the next page (issue 18).
 *
 * Controlled popups register through hooks/use-route-overlay.ts; the imperative ones through
 * lib/dialog.tsx and lib/toast.ts, the only modules that load antd-mobile's Dialog and Toast.
 */
const closers = new Set<() => void>();

/** Runs `close` on every route change until the returned function is called. */
export function closeOnRouteChange(close: () => void): () => void {
  closers.add(close);
  return () => {
    closers.delete(close);
  };
}

/** Closes everything open: the history calls this when the location changes. */
export function closeRouteOverlays(): void {
  for (const close of [...closers]) close();
}
