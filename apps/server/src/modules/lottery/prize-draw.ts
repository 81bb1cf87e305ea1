import { randomInt } from 'node:crypto';

/** A uniform integer in [0, max): the source of every draw's randomness. */
export type RandomBelow = (max: number) => number;

/** Node's CSPRNG, unbiased (rejection sampling) for any max up to 2^48. */
export const cryptoRandomBelow: RandomBelow = (max) => randomInt(max);

/**
 * Picks one item with probability weight / total weight: a uniform number below the total lands in
 * the item whose cumulative range holds it. Items of weight 0 are never picked; null when nothing
 * has weight.
 */
export function pickByWeight<T extends { weight: number }>(
  items: readonly T[],
  randomBelow: RandomBelow = cryptoRandomBelow,
): T | null {
  let total = 0;
  for (const item of items) {
    if (!Number.isSafeInteger(item.weight) || item.weight < 0) throw new Error(`bad weight ${item.weight}`);
    total += item.weight;
  }
  if (total === 0) return null;
  let roll = randomBelow(total);
  for (const item of items) {
    if (roll < item.weight) return item;
    roll -= item.weight;
  }
  throw new Error(`random number ${roll} outside [0, ${total})`);
}
