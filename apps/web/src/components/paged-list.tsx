import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Page } from '@/lib/paging';
import { EmptyState, ErrorState, LoadingState } from './state-views';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  empty?: string;
  className?: string;
}

/** A member's list with every state: loading, error with retry, empty, and more on scroll. */
export function PagedList<T>({ query, itemKey, renderItem, empty, className }: PagedListProps<T>) {
  const { t } = useTranslation();
  // An answer reaches the page in a synchronous render (react-query's store). The list's first
  // showing waits for this deferred copy instead, a transition React renders in slices, so a page of
  // product cards is not one long task on a slow phone (Mall's was 160 ms); later answers (more pages,
  // a refresh, another filter) show at once. The copy only gates: the list always shows the current
  // answer, never one of a query the page has since switched from.
  const deferred = useDeferredValue(query.data);
  const data = deferred === undefined ? undefined : query.data;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!data) return <LoadingState />;
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState {...(empty ? { message: empty } : {})} />;
  return (
    <>
      <ul className={className ? `paged-list ${className}` : 'paged-list'}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
      >
        {query.hasNextPage ? t('common.loading') : t('common.noMore')}
      </InfiniteScroll>
    </>
  );
}
