import type { TeamLevel } from '@cloudmine/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export type RechargeFilter = 'all' | 'recharged' | 'not_recharged';

export const teamKeys = {
  all: ['team'] as const,
  counts: () => [...teamKeys.all, 'counts'] as const,
  members: (level: TeamLevel, recharge: RechargeFilter) =>
    [...teamKeys.all, 'members', level, recharge] as const,
};

export const teamCountQuery = () =>
  queryOptions({ queryKey: teamKeys.counts(), queryFn: () => api.call('teamCount', {}) });

export const PAGE_SIZE = 20;

/** One level of the team, page after page (keyset cursor), for the infinite list. */
export const teamMembersQuery = (level: TeamLevel, recharge: RechargeFilter) =>
  pagedQuery(teamKeys.members(level, recharge), (cursor) =>
    api.call('teamMembers', { level, recharge, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  );

/** A `?level=` from the address: 1, 2 or 3, anything else is level 1. */
export function levelFrom(value: string | null): TeamLevel {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}
