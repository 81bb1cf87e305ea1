import { describe, expect, it } from 'vitest';
import { checkRechargeAmount } from './recharge-amount';

const usd = { minMinor: 10_00, maxMinor: 10_000_00, rate: 100_000_000 };
const bdt = { minMinor: 500_00, maxMinor: 500_000_00, rate: 833_333 };

describe('recharge amount', () => {
  it('converts to cents at the channel rate, rounding toward zero', () => {
    expect(checkRechargeAmount('25.5', usd)).toEqual({ ok: true, amountMinor: 2550, creditMinor: 2550 });
    expect(checkRechargeAmount(' 1000 ', bdt)).toEqual({ ok: true, amountMinor: 100_000, creditMinor: 833 });
  });

  it('says what is wrong', () => {
    expect(checkRechargeAmount('', usd)).toEqual({ ok: false, problem: 'empty' });
    expect(checkRechargeAmount('12.345', usd)).toEqual({ ok: false, problem: 'format' });
    expect(checkRechargeAmount('-5', usd)).toEqual({ ok: false, problem: 'format' });
    expect(checkRechargeAmount('1e3', usd)).toEqual({ ok: false, problem: 'format' });
    expect(checkRechargeAmount('9.99', usd)).toEqual({ ok: false, problem: 'below' });
    expect(checkRechargeAmount('10000.01', usd)).toEqual({ ok: false, problem: 'above' });
    expect(checkRechargeAmount('1', { minMinor: 1, maxMinor: 100, rate: 1 })).toEqual({
      ok: false,
      problem: 'below',
    });
  });
});
