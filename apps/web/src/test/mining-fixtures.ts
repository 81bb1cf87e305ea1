import type { Eligibility, MiningOrder } from '@cloudmine/api';

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
