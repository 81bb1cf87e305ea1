import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const teamIncomeKeys = { all: ['team-income'] as const };

/** Rebate postings page after page; every page also carries the totals, the first page's are shown. */
export const teamIncomeQuery = () =>
  pagedQuery(teamIncomeKeys.all, (cursor) =>
    api.call('teamIncome', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
