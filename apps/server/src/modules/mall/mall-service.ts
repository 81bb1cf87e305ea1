import type { Language, MiningProduct } from '@cloudmine/api';
import { memberProducts } from './mall-catalogue.js';
import { createOrders, type OrdersDeps } from './mall-orders.js';
import { createPurchases, type PurchaseDeps } from './mall-purchase.js';
import { miningSettlement } from './mining-income.js';
import { rebateRates } from './team-rebates.js';

export type MallDeps = PurchaseDeps & OrdersDeps;

/**
 * The mall of mining machines, one job a file: the catalogue members browse (`mall-catalogue.ts`),
 * buying (`mall-purchase.ts`, with team rebates in `team-rebates.ts`), the orders after purchase
 * (`mall-orders.ts`: start, sell back, expiry) and the daily income (`mining-income.ts`).
 */
export function createMallService(deps: MallDeps) {
  const { db, settings, ledger, investments } = deps;
  return {
    settlement: miningSettlement(ledger),
    ...createPurchases(deps),
    ...createOrders(deps),

    products(
      memberId: number,
      language: Language,
      filter: { productId?: number; afterId?: number; limit: number },
    ): Promise<MiningProduct[]> {
      return memberProducts(db, investments, memberId, language, filter);
    },

    rebateRates: (memberId: number) => rebateRates(db, settings, memberId),
  };
}

export type MallService = ReturnType<typeof createMallService>;
