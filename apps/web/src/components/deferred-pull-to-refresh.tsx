import { lazy, Suspense, type ReactNode } from 'react';

const PullToRefresh = lazy(() => import('antd-mobile/es/components/pull-to-refresh'));

/**
 * Pull-to-refresh that does not hold up the first paint: the content shows at once and the gesture
 * (react-spring and use-gesture, about 25 KB gzip) arrives a moment later. For the landing page,
 * where the initial-JS budget applies (docs/web-app.md); other pages use PullToRefresh directly.
 */
export function DeferredPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={async () => void (await onRefresh())}>{children}</PullToRefresh>
    </Suspense>
  );
}
