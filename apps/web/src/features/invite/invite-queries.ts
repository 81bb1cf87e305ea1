import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const inviteKeys = {
  poster: ['invite', 'poster'] as const,
  posterImage: ['invite', 'poster', 'image'] as const,
};

export const posterQuery = () =>
  queryOptions({ queryKey: inviteKeys.poster, queryFn: () => api.call('promotePoster', {}) });
