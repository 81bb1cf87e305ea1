import { applyRateBps, toMinor, type Minor } from './money.js';

/**
 * The withdrawal fee, the same on the server (which reserves it) and in the app (which shows it
 * before the member confirms): amount × feeBps / 10000 rounded toward zero, plus the fixed part.
 */
export function withdrawalFeeMinor(
  amountMinor: number,
  rules: { feeBps: number; feeFixedMinor: number },
): Minor {
  return toMinor(applyRateBps(toMinor(amountMinor), rules.feeBps) + rules.feeFixedMinor);
}
