import { describe, expect, it } from 'vitest';
import { signedAmount } from './record-amount';

describe('signed amounts', () => {
  it('writes cents as dollars and points as whole numbers, with their sign', () => {
    expect(signedAmount(1250, 'balance')).toEqual({ text: '+12.50', unit: 'usd' });
    expect(signedAmount(-300, 'team_balance')).toEqual({ text: '-3.00', unit: 'usd' });
    expect(signedAmount(200, 'points')).toEqual({ text: '+200', unit: 'points' });
  });
});
