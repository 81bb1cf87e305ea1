/** Support's entry point and query keys, shared by the support pages, My and the message centre. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const supportKeys = {
  all: ['support'] as const,
  entry: ['support', 'entry'] as const,
  tickets: ['support', 'tickets'] as const,
  thread: (id: number) => ['support', 'thread', id] as const,
};

/** SPEC's customer-service entry point: unread replies, topics, and the operator's own channels. */
export const supportEntryQuery = () =>
  queryOptions({
    queryKey: supportKeys.entry,
    queryFn: () => api.call('customerService', {}, { quiet: true }),
  });
