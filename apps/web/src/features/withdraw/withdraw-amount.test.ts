import { describe, expect, it } from 'vitest';
import { formatBpsPercent, quoteWithdrawal } from './withdraw-amount';

const rules = { minMinor: 10_00, maxMinor: 5_000_00, feeBps: 200, feeFixedMinor: 0 };

describe('withdrawal quote', () => {
  it('adds the fee, rounded toward zero, on top of the amount', () => {
    expect(quoteWithdrawal('50', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 })).toEqual({
      ok: true,
      amountMinor: 50_00,
      feeMinor: 1_00,
      totalMinor: 51_00,
    });
    expect(
      quoteWithdrawal('10.99', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 }),
    ).toMatchObject({
      ok: true,
      feeMinor: 21,
      totalMinor: 11_20,
    });
    expect(
      quoteWithdrawal(
        '20',
        { ...rules, feeFixedMinor: 50 },
        { balanceMinor: 100_00, withdrawableMinor: 100_00 },
      ),
    ).toMatchObject({ feeMinor: 90 });
  });

  it('names the first rule broken', () => {
    expect(quoteWithdrawal(' ', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 })).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(quoteWithdrawal('1.234', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 })).toEqual({
      ok: false,
      problem: 'format',
    });
    expect(quoteWithdrawal('9.99', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 })).toMatchObject(
      { ok: false, problem: 'below' },
    );
    expect(
      quoteWithdrawal('5000.01', rules, { balanceMinor: 10_000_00, withdrawableMinor: 10_000_00 }),
    ).toMatchObject({ ok: false, problem: 'above' });
    // 98.05 + 1.96 fee is more than 100.00
    expect(
      quoteWithdrawal('98.05', rules, { balanceMinor: 100_00, withdrawableMinor: 100_00 }),
    ).toMatchObject({
      ok: false,
      problem: 'balance',
      totalMinor: 100_01,
    });
  });

  it('holds back what is still to invest of the recharges', () => {
    const money = { balanceMinor: 100_00, withdrawableMinor: 20_00 };
    expect(quoteWithdrawal('19.61', rules, money)).toMatchObject({ ok: true, totalMinor: 20_00 });
    expect(quoteWithdrawal('19.62', rules, money)).toMatchObject({ ok: false, problem: 'turnover' });
    expect(quoteWithdrawal('99', rules, money)).toMatchObject({ ok: false, problem: 'balance' });
  });

  it('writes basis points as a percentage', () => {
    expect(formatBpsPercent(200)).toBe('2');
    expect(formatBpsPercent(150)).toBe('1.5');
    expect(formatBpsPercent(5)).toBe('0.05');
    expect(formatBpsPercent(0)).toBe('0');
  });
});
