/** The member's identity-verification state, shared by the verification page and My. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

export const verificationKeys = { status: ['verification'] as const };

export const verificationStatusQuery = () =>
  queryOptions({ queryKey: verificationKeys.status, queryFn: () => api.call('verification', {}) });
