import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Page } from '@/lib/paging';
import { PagedList } from './paged-list';
import './refreshable-list.css';

interface RefreshableListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty?: string;
  /** Shown above the items and refreshed with them (a total, a balance). */
  header?: ReactNode;
}

/** A record page's list: pull to refresh (with its texts translated) over a PagedList of rows. */
export function RefreshableList<T>({ query, renderItem, itemKey, empty, header }: RefreshableListProps<T>) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={() => query.refetch().then(() => undefined)}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.release')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
    >
      {header}
      <PagedList
        query={query}
        itemKey={itemKey}
        renderItem={renderItem}
        className="record-list"
        {...(empty ? { empty } : {})}
      />
    </PullToRefresh>
  );
}
