import { conversionQuote, isDecimalText, parseDecimal, type ErrorKey } from '@cloudmine/api';

/**
 * The checks the server makes, made early so the member sees them while typing (the server still
 * decides). Whole dollars for the points exchange; decimal dollars for the balance conversion.
 */
export function checkWholeDollars(text: string, minimumUsd: number): { usd: number } | { error: ErrorKey } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { error: 'enter_integer' };
  const usd = Number(trimmed);
  if (usd < minimumUsd) return { error: 'exchange_below_minimum' };
  return { usd };
}

export function checkConversion(
  text: string,
  minimumMinor: number,
  feeBps: number,
): { amountMinor: number; feeMinor: number; creditedMinor: number } | { error: ErrorKey } {
  if (!isDecimalText(text)) return { error: 'parameter_error' };
  const amountMinor = parseDecimal(text);
  if (amountMinor === 0) return { error: 'parameter_error' };
  if (amountMinor < minimumMinor) return { error: 'amount_below_minimum' };
  return { amountMinor, ...conversionQuote(amountMinor, feeBps) };
}
