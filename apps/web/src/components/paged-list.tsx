import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
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
