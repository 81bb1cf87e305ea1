import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWithdrawalMinor, withdrawalFeeMinor as withdrawalFee } from './fees.js';

describe('withdrawal fee', () => {
  it('rounds the share toward zero and adds the fixed part', () => {
    expect(withdrawalFee(10_00, { feeBps: 200, feeFixedMinor: 0 })).toBe(20);
    expect(withdrawalFee(10_99, { feeBps: 200, feeFixedMinor: 0 })).toBe(21); // 21.98 -> 21
    expect(withdrawalFee(10_00, { feeBps: 0, feeFixedMinor: 50 })).toBe(50);
    expect(withdrawalFee(10_00, { feeBps: 150, feeFixedMinor: 25 })).toBe(40);
  });
});

describe('largest withdrawal that fits', () => {
  it('fills the available money with amount and fee', () => {
    expect(maxWithdrawalMinor(102_00, { feeBps: 200, feeFixedMinor: 0 })).toBe(100_00);
    expect(maxWithdrawalMinor(50, { feeBps: 0, feeFixedMinor: 50 })).toBe(0);
    expect(maxWithdrawalMinor(0, { feeBps: 200, feeFixedMinor: 0 })).toBe(0);
  });

  it('is the largest amount whose amount plus fee is within the available money', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (available, feeBps, feeFixedMinor) => {
          const rules = { feeBps, feeFixedMinor };
          const max = maxWithdrawalMinor(available, rules);
          if (max > 0) expect(max + withdrawalFee(max, rules)).toBeLessThanOrEqual(available);
          expect(max + 1 + withdrawalFee(max + 1, rules)).toBeGreaterThan(available);
        },
      ),
    );
  });
});
