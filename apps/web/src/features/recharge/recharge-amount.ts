import { convertToUsd, isDecimalText, parseDecimal, type PaymentChannel } from '@cloudmine/api';

export type RechargeAmountProblem = 'empty' | 'format' | 'below' | 'above';

export type RechargeAmountCheck =
  { ok: true; amountMinor: number; creditMinor: number } | { ok: false; problem: RechargeAmountProblem };

/**
 * What the member typed, checked as the server will check it: decimal text with at most two
 * decimals in the channel's currency, within the channel's limits, worth at least a cent. Answers
 * the amount and the credit in cents (integer conversion, never a float).
 */
export function checkRechargeAmount(
  text: string,
  channel: Pick<PaymentChannel, 'minMinor' | 'maxMinor' | 'rate'>,
): RechargeAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!isDecimalText(trimmed)) return { ok: false, problem: 'format' };
  const amountMinor = parseDecimal(trimmed);
  if (amountMinor < channel.minMinor) return { ok: false, problem: 'below' };
  if (amountMinor > channel.maxMinor) return { ok: false, problem: 'above' };
  const creditMinor = convertToUsd(amountMinor, channel.rate);
  if (creditMinor <= 0) return { ok: false, problem: 'below' };
  return { ok: true, amountMinor, creditMinor };
}
