import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

export interface Page<T> {
  items: T[];
  total: number;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * A list paged, sorted and filtered on the server. A change of filter starts again at page 1; the
 * previous page stays on screen while the next loads, so the table does not flicker.
 */
export function usePagedList<F extends object, R extends Page<unknown>>(
  key: string,
  filters: F,
  fetchPage: (request: F & { page: number; pageSize: number }) => Promise<R>,
) {
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const { pageSize } = paging;
  const query = useQuery({
    queryKey: [key, filters, page, pageSize],
    queryFn: () => fetchPage({ ...filters, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    onChange: (next, size) => setPaging({ filterKey, page: size === pageSize ? next : 1, pageSize: size }),
  };
  return { query, pagination, items: (query.data?.items ?? []) as R['items'] };
}
