import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const bargainKeys = {
  all: ['bargain'] as const,
  events: () => [...bargainKeys.all, 'events'] as const,
  mine: () => [...bargainKeys.all, 'mine'] as const,
  cuttable: () => [...bargainKeys.all, 'cuttable'] as const,
  detail: (id: number) => [...bargainKeys.all, 'detail', id] as const,
};

export const eventsQuery = () =>
  queryOptions({ queryKey: bargainKeys.events(), queryFn: () => api.call('bargainEvents', {}) });

export const detailQuery = (bargainId: number) =>
  queryOptions({
    queryKey: bargainKeys.detail(bargainId),
    queryFn: () => api.call('bargainDetail', { bargainId }),
  });

export const mineQuery = () =>
  pagedQuery(bargainKeys.mine(), (cursor) =>
    api.call('bargainMine', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const cuttableQuery = () =>
  pagedQuery(bargainKeys.cuttable(), (cursor) =>
    api.call('bargainCuttable', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

/** `?id=` of the detail page: a positive whole number, or null. */
export function bargainIdFrom(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
