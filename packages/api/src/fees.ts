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

/**
 * The largest amount whose amount + fee fits in `availableMinor` (0 when nothing fits): what the
 * app's Max button fills in, and what the server's withdrawable figure allows.
 */
export function maxWithdrawalMinor(
  availableMinor: number,
  rules: { feeBps: number; feeFixedMinor: number },
): Minor {
  const room = availableMinor - rules.feeFixedMinor;
  if (room <= 0) return toMinor(0);
  const fits = (amount: number) => amount + withdrawalFeeMinor(amount, rules) <= availableMinor;
  // The fee rounds toward zero, so the exact answer is at or just above this estimate.
  let amount = Number((BigInt(room) * 10_000n) / BigInt(10_000 + rules.feeBps));
  while (fits(amount + 1)) amount += 1;
  while (amount > 0 && !fits(amount)) amount -= 1;
  return toMinor(amount);
}

/** Team-balance conversion: the fee rounds toward zero, the member gets the rest. */
export function conversionQuote(
  amountMinor: number,
  feeBps: number,
): { feeMinor: Minor; creditedMinor: Minor } {
  const feeMinor = applyRateBps(toMinor(amountMinor), feeBps);
  return { feeMinor, creditedMinor: toMinor(amountMinor - feeMinor) };
}
