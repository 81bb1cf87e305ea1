import { invariant } from '../../platform/errors.js';

/** An integer in [min, max], both included. */
export type RandomInt = (min: number, max: number) => number;

/**
 * How much one cut takes off (docs/bargain.md): a random amount around an even share of what is
 * left above the floor, at least one cent, and always leaving at least one cent for each cut still
 * to come; the last required cut takes exactly the rest. So `cutsLeft` cuts always land on the
 * floor, never below it.
 */
export function cutAmount(remainingMinor: number, cutsLeft: number, random: RandomInt): number {
  invariant(Number.isSafeInteger(remainingMinor) && Number.isSafeInteger(cutsLeft), 'integer inputs');
  invariant(cutsLeft >= 1 && remainingMinor >= cutsLeft, 'at least one cent per remaining cut');
  if (cutsLeft === 1) return remainingMinor;
  const share = Math.floor(remainingMinor / cutsLeft);
  const min = Math.max(1, Math.floor(share / 2));
  const max = Math.max(min, Math.min(remainingMinor - (cutsLeft - 1), share + Math.floor(share / 2)));
  const amount = random(min, max);
  invariant(Number.isSafeInteger(amount) && amount >= min && amount <= max, 'random amount in range');
  return amount;
}
