import { isDecimalText, parseDecimal, withdrawalFeeMinor, type WithdrawRules } from '@cloudmine/api';

export type WithdrawProblem = 'empty' | 'format' | 'below' | 'above' | 'balance' | 'turnover';

export type WithdrawQuote =
  | { ok: true; amountMinor: number; feeMinor: number; totalMinor: number }
  | { ok: false; problem: WithdrawProblem; feeMinor?: number; totalMinor?: number };

/**
 * The amount the member typed, with the fee and what leaves the balance, computed as the server
 * computes them (the same `withdrawalFeeMinor`), and the first rule it breaks, if any.
 */
export function quoteWithdrawal(
  text: string,
  rules: Pick<WithdrawRules, 'minMinor' | 'maxMinor' | 'feeBps' | 'feeFixedMinor'>,
  money: { balanceMinor: number; withdrawableMinor: number },
): WithdrawQuote {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!isDecimalText(trimmed)) return { ok: false, problem: 'format' };
  const amountMinor = parseDecimal(trimmed);
  const feeMinor = withdrawalFeeMinor(amountMinor, rules);
  const totalMinor = amountMinor + feeMinor;
  if (amountMinor < rules.minMinor || amountMinor === 0)
    return { ok: false, problem: 'below', feeMinor, totalMinor };
  if (amountMinor > rules.maxMinor) return { ok: false, problem: 'above', feeMinor, totalMinor };
  if (totalMinor > money.balanceMinor) return { ok: false, problem: 'balance', feeMinor, totalMinor };
  // Within the balance but not yet invested: the turnover rule (docs/economics.md).
  if (totalMinor > money.withdrawableMinor) return { ok: false, problem: 'turnover', feeMinor, totalMinor };
  return { ok: true, amountMinor, feeMinor, totalMinor };
}

/** 200 bps → "2", 150 → "1.5", 5 → "0.05" (a percentage, without floats). */
export function formatBpsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
