import { describe, expect, it } from 'vitest';
import { checkWholeDollars, checkConversion } from './exchange-rules';

describe('exchange input rules', () => {
  it('takes whole dollars at or above the minimum', () => {
    expect(checkWholeDollars(' 5 ', 1)).toEqual({ usd: 5 });
    expect(checkWholeDollars('1.5', 1)).toEqual({ error: 'enter_integer' });
    expect(checkWholeDollars('-2', 1)).toEqual({ error: 'enter_integer' });
    expect(checkWholeDollars('', 1)).toEqual({ error: 'enter_integer' });
    expect(checkWholeDollars('2', 3)).toEqual({ error: 'exchange_below_minimum' });
  });

  it('quotes a conversion with the fee rounded toward zero', () => {
    expect(checkConversion('12.34', 100, 250)).toEqual({
      amountMinor: 1234,
      feeMinor: 30,
      creditedMinor: 1204,
    });
    expect(checkConversion('10', 100, 0)).toEqual({ amountMinor: 1000, feeMinor: 0, creditedMinor: 1000 });
    expect(checkConversion('0.99', 100, 0)).toEqual({ error: 'amount_below_minimum' });
    expect(checkConversion('1.234', 100, 0)).toEqual({ error: 'parameter_error' });
    expect(checkConversion('0', 100, 0)).toEqual({ error: 'parameter_error' });
  });
});
