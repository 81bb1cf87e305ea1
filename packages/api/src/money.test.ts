import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRateBps,
  formatMinor,
  MAX_MINOR,
  MoneyError,
  parseDecimal,
  toMinor,
  addMinor,
  subMinor,
  convertToUsd,
  formatRate,
  isRateText,
  parseRate,
  RATE_SCALE,
  unitsPerUsd,
} from './money.js';

describe('parseDecimal', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    [' 7.05 ', 705],
    ['99999999999.99', 9_999_999_999_999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseDecimal(text)).toBe(cents);
  });

  it.each(['', '-1', '1.234', '01', '1e3', '1,5', 'abc', '.5', '5.', 'NaN', 'Infinity', '123456789012'])(
    'refuses %j',
    (text) => {
      expect(() => parseDecimal(text)).toThrow(MoneyError);
    },
  );

  it('round-trips every bounded non-negative amount through text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (cents) => {
        expect(parseDecimal(formatMinor(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMinor', () => {
  it('writes two decimals and a sign', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(123456)).toBe('1234.56');
  });

  it('refuses fractions and unsafe numbers', () => {
    expect(() => formatMinor(1.5)).toThrow(MoneyError);
    expect(() => formatMinor(MAX_MINOR + 1)).toThrow(MoneyError);
  });
});

describe('arithmetic', () => {
  it('stays inside the bounds', () => {
    expect(() => addMinor(toMinor(MAX_MINOR), toMinor(1))).toThrow(MoneyError);
    expect(subMinor(toMinor(10), toMinor(25))).toBe(-15);
  });

  it('applies a rate rounding toward zero', () => {
    expect(applyRateBps(toMinor(1999), 1000)).toBe(199); // 10% of 19.99 = 1.999 -> 1.99
    expect(applyRateBps(toMinor(-1999), 1000)).toBe(-199);
    expect(applyRateBps(toMinor(100), 1)).toBe(0);
    expect(applyRateBps(toMinor(MAX_MINOR), 10_000)).toBe(MAX_MINOR);
  });

  it('never pays more than the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const paid = applyRateBps(toMinor(amount), bps);
          expect(BigInt(paid) * 10_000n).toBeLessThanOrEqual(BigInt(amount) * BigInt(bps));
          expect((BigInt(paid) + 1n) * 10_000n).toBeGreaterThan(BigInt(amount) * BigInt(bps));
        },
      ),
    );
  });
});

describe('exchange rates', () => {
  it('parses and formats rates with eight decimals', () => {
    expect(parseRate('0.00833333')).toBe(833_333);
    expect(parseRate('1')).toBe(100_000_000);
    expect(parseRate('1.5')).toBe(150_000_000);
    expect(formatRate(833_333)).toBe('0.00833333');
    expect(formatRate(100_000_000)).toBe('1');
    expect(formatRate(150_000_000)).toBe('1.5');
    for (const bad of ['0', '0.000000001', '-1', '1e2', '', 'abc', '1000000']) {
      expect(() => parseRate(bad)).toThrow(MoneyError);
      expect(isRateText(bad)).toBe(false);
    }
  });

  it('converts a foreign amount to cents rounding toward zero', () => {
    // 1000.00 BDT at 0.00833333 USD/BDT = 8.33333 USD -> 833 cents
    expect(convertToUsd(100_000, 833_333)).toBe(833);
    expect(convertToUsd(12_345, 100_000_000)).toBe(12_345);
    expect(unitsPerUsd(833_333)).toBe('120.00');
    expect(unitsPerUsd(100_000_000)).toBe('1.00');
  });

  it('never credits more than the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_00 }),
        fc.integer({ min: 1, max: 10 * RATE_SCALE }),
        (amount, rate) => {
          const cents = convertToUsd(amount, rate);
          expect(BigInt(cents) * BigInt(RATE_SCALE)).toBeLessThanOrEqual(BigInt(amount) * BigInt(rate));
          expect((BigInt(cents) + 1n) * BigInt(RATE_SCALE)).toBeGreaterThan(BigInt(amount) * BigInt(rate));
        },
      ),
    );
  });
});
