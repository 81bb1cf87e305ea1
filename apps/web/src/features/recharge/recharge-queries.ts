import type { ReviewState } from '@cloudmine/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const rechargeKeys = {
  all: ['recharge'] as const,
  channels: () => [...rechargeKeys.all, 'channels'] as const,
  rates: () => [...rechargeKeys.all, 'rates'] as const,
  records: (state?: ReviewState) => [...rechargeKeys.all, 'records', state ?? 'all'] as const,
};

export const channelsQuery = () =>
  queryOptions({ queryKey: rechargeKeys.channels(), queryFn: () => api.call('paymentChannels', {}) });

export const ratesQuery = () =>
  queryOptions({ queryKey: rechargeKeys.rates(), queryFn: () => api.call('paymentRate', {}) });

export const rechargeRecordsQuery = () =>
  pagedQuery(rechargeKeys.records(), (cursor) =>
    api.call('paymentRecords', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
