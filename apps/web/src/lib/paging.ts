import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a member's list as the server answers it (keyset paging, docs/api.md). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** An infinite query over a keyset-paged call: the cursor of each page fetches the next. */
export function pagedQuery<T, P extends Page<T>>(
  queryKey: QueryKey,
  fetchPage: (cursor?: string) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  });
}
