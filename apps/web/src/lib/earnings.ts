import type { EarningRange } from '@cloudmine/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api/api';

export const earningsKeys = {
  all: ['earnings'] as const,
  range: (days: EarningRange) => [...earningsKeys.all, 'range', days] as const,
  holdings: () => [...earningsKeys.all, 'holdings'] as const,
};

/** Income per business day and source (Home's card reads the 7-day range for today's and total income). */
export const earningsQuery = (days: EarningRange) =>
  queryOptions({
    queryKey: earningsKeys.range(days),
    queryFn: () => api.call('memberEarnings', { days }),
  });

export const holdingsQuery = () =>
  queryOptions({
    queryKey: earningsKeys.holdings(),
    queryFn: () => api.call('memberHoldings', {}),
  });
