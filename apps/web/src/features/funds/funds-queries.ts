import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const fundsKeys = {
  all: ['funds'] as const,
  incomeDays: (holdingId: number) => [...fundsKeys.all, 'income-days', holdingId] as const,
  products: () => [...fundsKeys.all, 'products'] as const,
  holdings: () => [...fundsKeys.all, 'holdings'] as const,
  income: () => [...fundsKeys.all, 'income'] as const,
};

export const productsQuery = () =>
  pagedQuery(fundsKeys.products(), (cursor) =>
    api.call('fundProducts', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const holdingsQuery = () =>
  pagedQuery(fundsKeys.holdings(), (cursor) =>
    api.call('fundHoldings', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

/** Income rows, newest first; every page also carries the member's totals. */
export const incomeQuery = () =>
  pagedQuery(fundsKeys.income(), (cursor) =>
    api.call('fundIncome', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );
