import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const pledgeKeys = {
  all: ['pledge'] as const,
  balance: () => [...pledgeKeys.all, 'balance'] as const,
  products: () => [...pledgeKeys.all, 'products'] as const,
  records: () => [...pledgeKeys.all, 'records'] as const,
  incomeDays: (pledgeId: number) => [...pledgeKeys.all, 'income-days', pledgeId] as const,
};

export const balanceQuery = () =>
  queryOptions({ queryKey: pledgeKeys.balance(), queryFn: () => api.call('pledgeBalance', {}) });

export const productsQuery = () =>
  pagedQuery(pledgeKeys.products(), (cursor) =>
    api.call('pledgeProducts', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const recordsQuery = () =>
  pagedQuery(pledgeKeys.records(), (cursor) =>
    api.call('pledgeRecords', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
