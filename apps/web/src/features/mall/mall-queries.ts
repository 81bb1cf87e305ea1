import { queryOptions } from '@tanstack/react-query';
import type { MiningOrderState } from '@cloudmine/api';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';

export const mallKeys = {
  all: ['mall'] as const,
  products: () => [...mallKeys.all, 'products'] as const,
  product: (id: number) => [...mallKeys.all, 'product', id] as const,
  orders: (status: MiningOrderState | 'all') => [...mallKeys.all, 'orders', status] as const,
  coupons: () => [...mallKeys.all, 'coupons'] as const,
  rebates: () => [...mallKeys.all, 'rebates'] as const,
};

export const productsQuery = () =>
  pagedQuery(mallKeys.products(), (cursor) =>
    api.call('mallProducts', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: mallKeys.product(id),
    queryFn: async () => {
      const page = await api.call('mallProducts', { productId: id, limit: 1 });
      return page.items[0] ?? null;
    },
  });

export const ordersQuery = (status: MiningOrderState | 'all') =>
  pagedQuery(mallKeys.orders(status), (cursor) =>
    api.call('mallOrders', {
      limit: 20,
      ...(status === 'all' ? {} : { status }),
      ...(cursor ? { cursor } : {}),
    }),
  );

/** The member's unused coupons, to choose one at checkout. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: mallKeys.coupons(),
    queryFn: () => api.call('couponList', { status: 'unused', limit: 50 }),
  });

export const rebatesQuery = () =>
  queryOptions({ queryKey: mallKeys.rebates(), queryFn: () => api.call('mallRebateRates', {}) });
