import { describe, expect, it } from 'vitest';
import { balanceText, signedAmount } from './record-amount';

describe('signed amounts', () => {
  it('writes cents as dollars and points as whole numbers, with their sign', () => {
    expect(signedAmount(1250, 'balance', 'en')).toEqual({ text: '+12.50', unit: 'usd' });
    expect(signedAmount(-300, 'team_balance', 'en')).toEqual({ text: '-3.00', unit: 'usd' });
    expect(signedAmount(200, 'points', 'en')).toEqual({ text: '+200', unit: 'points' });
  });

  it('groups thousands like the Money component, in Latin digits in every language', () => {
    expect(signedAmount(123_456_78, 'balance', 'en')).toEqual({ text: '+123,456.78', unit: 'usd' });
    expect(signedAmount(-123_456_78, 'balance', 'bd')).toEqual({ text: '-1,23,456.78', unit: 'usd' });
    expect(signedAmount(12_000, 'points', 'zh')).toEqual({ text: '+12,000', unit: 'points' });
    expect(balanceText(100_000_00, 'balance', 'en')).toBe('100,000.00');
    expect(balanceText(5_000, 'points', 'en')).toBe('5,000');
  });
});
