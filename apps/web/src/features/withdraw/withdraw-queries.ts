import type { ReviewState } from '@cloudmine/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  hint: () => [...withdrawKeys.all, 'hint'] as const,
  info: () => [...withdrawKeys.all, 'info'] as const,
  records: (state: ReviewState | 'all') => [...withdrawKeys.all, 'records', state] as const,
};

export const hintQuery = () =>
  queryOptions({ queryKey: withdrawKeys.hint(), queryFn: () => api.call('withdrawHint', {}) });

export const infoQuery = () =>
  queryOptions({ queryKey: withdrawKeys.info(), queryFn: () => api.call('withdrawInfo', {}) });

export const withdrawRecordsQuery = (state: ReviewState | 'all') =>
  pagedQuery(withdrawKeys.records(state), (cursor) =>
    api.call('withdrawRecords', {
      limit: 20,
      ...(state === 'all' ? {} : { state }),
      ...(cursor ? { cursor } : {}),
    }),
  );
