import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAmount, type RandomInt } from './cut-amount.js';

describe('cutAmount', () => {
  it('lands exactly on the floor after the required cuts, each at least one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
          minLength: 200,
          maxLength: 200,
        }),
        (cuts, extra, draws) => {
          let remaining = cuts + extra;
          const random: RandomInt = (min, max) => min + Math.floor((draws.pop() ?? 0) * (max - min + 1));
          for (let left = cuts; left >= 1; left -= 1) {
            const amount = cutAmount(remaining, left, random);
            expect(amount).toBeGreaterThanOrEqual(1);
            remaining -= amount;
            expect(remaining).toBeGreaterThanOrEqual(left - 1);
          }
          expect(remaining).toBe(0);
        },
      ),
    );
  });

  it('cuts around an even share of what is left', () => {
    const lowest: RandomInt = (min) => min;
    const highest: RandomInt = (_min, max) => max;
    expect(cutAmount(1000, 10, lowest)).toBe(50);
    expect(cutAmount(1000, 10, highest)).toBe(150);
    expect(cutAmount(1000, 1, lowest)).toBe(1000);
    expect(cutAmount(3, 3, highest)).toBe(1);
  });

  it('refuses a state that could not reach the floor in whole cents', () => {
    expect(() => cutAmount(2, 3, (min) => min)).toThrow(/invariant/);
    expect(() => cutAmount(10, 0, (min) => min)).toThrow(/invariant/);
  });
});
