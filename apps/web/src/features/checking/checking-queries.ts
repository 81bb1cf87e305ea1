import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const checkinKeys = {
  all: ['checkin'] as const,
  status: (month: string | null) => [...checkinKeys.all, 'status', month ?? 'current'] as const,
};

export const checkinStatusQuery = (month: string | null) =>
  queryOptions({
    queryKey: checkinKeys.status(month),
    queryFn: () => api.call('checkinStatus', month ? { month } : {}),
  });
