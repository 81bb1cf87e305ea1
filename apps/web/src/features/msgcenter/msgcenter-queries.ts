import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  service: () => [...messageKeys.all, 'customer-service'] as const,
};

export const messagesQuery = () =>
  pagedQuery(messageKeys.list(), (cursor) =>
    api.call('messages', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const customerServiceQuery = () =>
  queryOptions({
    queryKey: messageKeys.service(),
    queryFn: () => api.call('customerService', {}),
    staleTime: 10 * 60_000,
  });
