import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { loadChunk } from '@/lib/load-chunk';
import { ErrorState, LoadingState } from './state-views';

/** SPEC §9 notes: show the loading state only if the chunk takes longer than this. */
const LOADING_DELAY_MS = 200;

type PageModule = { default: ComponentType };

/**
 * Turns `() => import('./page')` into a route component: the chunk is fetched on first visit
 * through loadChunk (one retry, 120 s), with a loading state meanwhile and an error state with a
 * retry button. A loaded page renders at once on later visits.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;

  const fetchPage = () => {
    pending ??= loadChunk(load).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LazyPage() {
    const { t } = useTranslation();
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [slow, setSlow] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      const slowTimer = setTimeout(() => live && setSlow(true), LOADING_DELAY_MS);
      fetchPage().then(
        // A transition: React renders the new page in slices and gives the main thread back to the
        // browser between them, where an urgent update renders a page (My's tree, say) in one task
        // that blocked a slow phone for a third of a second.
        (page) => live && startTransition(() => setComponent(() => page)),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
        clearTimeout(slowTimer);
      };
    }, [attempt]);

    if (Component) return <Component />;
    if (failed) {
      return (
        <ErrorState
          message={t('page.loadFailed')}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return slow ? <LoadingState /> : null;
  }
  return LazyPage;
}
