import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const securityKeys = {
  all: ['security'] as const,
  sessions: ['security', 'sessions'] as const,
  logins: ['security', 'logins'] as const,
  twoFactor: ['security', 'two-factor'] as const,
};

export const sessionsQuery = () =>
  queryOptions({ queryKey: securityKeys.sessions, queryFn: () => api.call('sessionList', {}) });

export const loginHistoryQuery = () =>
  pagedQuery(securityKeys.logins, (cursor) =>
    api.call('loginHistory', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: securityKeys.twoFactor, queryFn: () => api.call('twoFactorStatus', {}) });
