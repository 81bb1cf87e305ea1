import { describe, expect, it } from 'vitest';
import { checkout, couponDiscount, maxQuantity } from './checkout';
import { miningProduct, unusedCoupon } from '@/test/mining-fixtures';

const product = miningProduct({ name: 'S9', description: '', stock: 100, boughtQuantity: 2 });

const coupon = unusedCoupon({ id: 1 });

describe('checkout', () => {
  it('allows what stock, the per-member limit and one purchase allow', () => {
    expect(maxQuantity(product)).toBe(3);
    expect(maxQuantity({ ...product, stock: 1 })).toBe(1);
    expect(maxQuantity({ ...product, maxPerMember: null, stock: 5000 })).toBe(1000);
    expect(maxQuantity({ ...product, boughtQuantity: 5 })).toBe(0);
  });

  it('applies a coupon only where the server would: minimum spend, product scope, unused', () => {
    expect(couponDiscount(coupon, 7, 50_00)).toBeNull();
    expect(couponDiscount(coupon, 7, 100_00)).toBe(10_00);
    expect(couponDiscount({ ...coupon, productIds: [8] }, 7, 100_00)).toBeNull();
    expect(couponDiscount({ ...coupon, productIds: [7] }, 7, 100_00)).toBe(10_00);
    expect(couponDiscount({ ...coupon, status: 'used' }, 7, 100_00)).toBeNull();
    expect(couponDiscount({ ...coupon, valueMinor: 500_00, minSpendMinor: 0 }, 7, 100_00)).toBe(100_00);
  });

  it('totals price, discount and what is paid in cents', () => {
    expect(checkout(product, 2, coupon)).toEqual({
      priceMinor: 100_00,
      discountMinor: 10_00,
      toPayMinor: 90_00,
    });
    expect(checkout(product, 1, coupon)).toEqual({ priceMinor: 50_00, discountMinor: 0, toPayMinor: 50_00 });
    expect(checkout(product, 3, null).toPayMinor).toBe(150_00);
  });
});
