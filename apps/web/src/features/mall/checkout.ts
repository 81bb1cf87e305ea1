import type { Coupon, MiningProduct } from '@cloudmine/api';

/** The contract's largest quantity in one purchase. */
export const MAX_QUANTITY_PER_PURCHASE = 1000;

/** How many machines the member may still buy now: stock, their per-member limit, one purchase. */
export function maxQuantity(product: MiningProduct): number {
  const left = product.maxPerMember === null ? Infinity : product.maxPerMember - product.boughtQuantity;
  return Math.max(0, Math.min(product.stock, left, MAX_QUANTITY_PER_PURCHASE));
}

/**
 * What a coupon takes off a price, as the server computes it (never more than the price), or null
 * when it cannot be used on this product and price.
 */
export function couponDiscount(coupon: Coupon, productId: number, priceMinor: number): number | null {
  if (coupon.status !== 'unused') return null;
  if (priceMinor < coupon.minSpendMinor) return null;
  if (coupon.productIds !== null && !coupon.productIds.includes(productId)) return null;
  return Math.min(coupon.valueMinor, priceMinor);
}

export interface Checkout {
  priceMinor: number;
  discountMinor: number;
  toPayMinor: number;
}

export function checkout(product: MiningProduct, quantity: number, coupon: Coupon | null): Checkout {
  const priceMinor = product.priceMinor * quantity;
  const discountMinor = coupon ? (couponDiscount(coupon, product.id, priceMinor) ?? 0) : 0;
  return { priceMinor, discountMinor, toPayMinor: priceMinor - discountMinor };
}
