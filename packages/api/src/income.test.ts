import { describe, expect, it } from 'vitest';
import { machineDailyIncome, rateDailyIncome, termIncome } from './income.js';
import { toMinor } from './money.js';

describe('income', () => {
  it('multiplies a machine’s daily income by the quantity', () => {
    expect(machineDailyIncome(toMinor(125), 3)).toBe(375);
  });

  it('applies a daily rate and rounds toward zero', () => {
    // 1.5% of $33.33 is 49.995 cents: 49 are paid.
    expect(rateDailyIncome(toMinor(3333), 150)).toBe(49);
  });

  it('pays the same daily amount on every day of the term', () => {
    expect(termIncome(toMinor(49), 30)).toBe(1470);
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(() => machineDailyIncome(toMinor(100), 1.5)).toThrow();
  });
});
