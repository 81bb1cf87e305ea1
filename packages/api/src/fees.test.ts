import { describe, expect, it } from 'vitest';
import { withdrawalFeeMinor as withdrawalFee } from './fees.js';

describe('withdrawal fee', () => {
  it('rounds the share toward zero and adds the fixed part', () => {
    expect(withdrawalFee(10_00, { feeBps: 200, feeFixedMinor: 0 })).toBe(20);
    expect(withdrawalFee(10_99, { feeBps: 200, feeFixedMinor: 0 })).toBe(21); // 21.98 -> 21
    expect(withdrawalFee(10_00, { feeBps: 0, feeFixedMinor: 50 })).toBe(50);
    expect(withdrawalFee(10_00, { feeBps: 150, feeFixedMinor: 25 })).toBe(40);
  });
});
