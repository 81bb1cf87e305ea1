import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const raffleKeys = {
  all: ['raffle'] as const,
  prizes: () => [...raffleKeys.all, 'prizes'] as const,
  wins: () => [...raffleKeys.all, 'wins'] as const,
  mine: () => [...raffleKeys.all, 'mine'] as const,
};

export const prizesQuery = () =>
  queryOptions({ queryKey: raffleKeys.prizes(), queryFn: () => api.call('lotteryPrizes', {}) });

export const recentWinsQuery = () =>
  queryOptions({ queryKey: raffleKeys.wins(), queryFn: () => api.call('lotteryRecordsAll', { limit: 20 }) });

export const myDrawsQuery = () =>
  pagedQuery(raffleKeys.mine(), (cursor) =>
    api.call('lotteryRecordsUser', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
