import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const exchangeKeys = {
  all: ['exchange'] as const,
  config: () => [...exchangeKeys.all, 'config'] as const,
  records: () => [...exchangeKeys.all, 'records'] as const,
};

export const exchangeConfigQuery = () =>
  queryOptions({ queryKey: exchangeKeys.config(), queryFn: () => api.call('scoreExchangeConfig', {}) });

export const exchangeRecordsQuery = () =>
  pagedQuery(exchangeKeys.records(), (cursor) =>
    api.call('scoreExchangeRecords', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
