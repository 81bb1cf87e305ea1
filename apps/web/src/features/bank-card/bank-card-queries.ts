import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const bankCardKeys = {
  all: ['bank-card'] as const,
  list: () => [...bankCardKeys.all, 'list'] as const,
  config: () => [...bankCardKeys.all, 'config'] as const,
};

export const bankListQuery = () =>
  queryOptions({ queryKey: bankCardKeys.list(), queryFn: () => api.call('bankList', {}) });

export const bankConfigQuery = () =>
  queryOptions({
    queryKey: bankCardKeys.config(),
    queryFn: () => api.call('bankConfig', {}),
    staleTime: 60_000,
  });
