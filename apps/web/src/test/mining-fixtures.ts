import type { Coupon, Eligibility, MiningOrder, MiningProduct } from '@cloudmine/api';

/** A mining order as the mall answers it: one machine bought and not yet started, unless overridden. */
export function miningOrder(overrides: Partial<MiningOrder> = {}): MiningOrder {
  return {
    id: 1,
    productId: 7,
    productName: 'Starter Miner S9',
    imageUrl: null,
    quantity: 1,
    priceMinor: 50_00,
    discountMinor: 0,
    paidMinor: 50_00,
    dailyIncomeMinor: 1_50,
    termDays: 30,
    daysPaid: 0,
    incomePaidMinor: 0,
    status: 'incomplete',
    purchasedAt: '2026-11-20T10:00:00.000Z',
    startBy: '2026-11-30T10:00:00.000Z',
    startedAt: null,
    endsOn: null,
    sellableUntil: '2026-11-30T10:00:00.000Z',
    canStart: true,
    canSell: true,
    sellRefundMinor: 45_00,
    soldAt: null,
    refundMinor: 0,
    ...overrides,
  };
}

/** A product's eligibility when the member may buy it: every gate open. */
export const OPEN_GATES: Eligibility = {
  eligible: true,
  vip: null,
  prerequisite: null,
  team: null,
  limitReached: false,
};

/** A mining product on sale that the member may buy (five at most, none bought yet), unless overridden. */
export function miningProduct(overrides: Partial<MiningProduct> = {}): MiningProduct {
  return {
    id: 7,
    name: 'Starter Miner S9',
    description: 'A small machine',
    imageUrls: [],
    priceMinor: 50_00,
    dailyIncomeMinor: 1_50,
    termDays: 30,
    totalIncomeMinor: 45_00,
    stock: 10,
    maxPerMember: 5,
    boughtQuantity: 0,
    requiredVipLevel: 0,
    prerequisite: null,
    minActiveTeam: 0,
    onSale: true,
    eligibility: OPEN_GATES,
    ...overrides,
  };
}

/** An unused coupon of 10.00 off a spend of 60.00, for any product, unless overridden. */
export function unusedCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 31,
    title: 'Ten off',
    valueMinor: 10_00,
    minSpendMinor: 60_00,
    productIds: null,
    expiresAt: '2030-01-01T00:00:00.000Z',
    usedAt: null,
    status: 'unused',
    ...overrides,
  };
}
