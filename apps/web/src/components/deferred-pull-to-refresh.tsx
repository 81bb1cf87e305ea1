import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';

/** The page without the gesture: what shows when the gesture's chunk cannot be fetched (offline). */
function WithoutGesture({ children }: PullToRefreshProps) {
  return <>{children}</>;
}

// Not precached by the service worker (a lazy chunk): a tab page opened offline for the first time
// shows without the gesture rather than an error.
const PullToRefresh = lazy(() =>
  import('antd-mobile/es/components/pull-to-refresh').catch(() => ({ default: WithoutGesture })),
);

/**
 * Pull-to-refresh that does not hold up the first paint: the content shows at once and the gesture
 * (react-spring and use-gesture, about 25 KB gzip) arrives a moment later. For the landing page,
 * where the initial-JS budget applies (docs/web-app.md); other pages use PullToRefresh directly
 * (shared by Mall and My too, it became a chunk of its own and put Home 0.3 KB over the budget).
 *
 * The content is rendered once, into a box of its own, which is moved into the pull-to-refresh when
 * that arrives: wrapping the content itself in it would make React mount the whole page a second
 * time (a long task on a slow phone, and every image made again).
 */
export function DeferredPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [box] = useState(() => {
    const element = document.createElement('div');
    // Its own block formatting context: the content's top margin stays inside it whether or not the
    // pull-to-refresh is around it yet, so the page's box does not move when it arrives.
    element.className = 'deferred-refresh-content';
    return element;
  });
  // Called with the slot the box belongs in: first the fallback's, then the pull-to-refresh's.
  const place = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && box.parentNode !== slot) slot.appendChild(box);
    },
    [box],
  );
  return (
    <>
      <Suspense fallback={<div ref={place} />}>
        <PullToRefresh onRefresh={async () => void (await onRefresh())}>
          <div ref={place} />
        </PullToRefresh>
      </Suspense>
      {createPortal(children, box)}
    </>
  );
}
