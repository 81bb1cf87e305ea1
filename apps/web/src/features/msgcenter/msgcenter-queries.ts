import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
};

export const messagesQuery = () =>
  pagedQuery(messageKeys.list(), (cursor) =>
    api.call('messages', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
