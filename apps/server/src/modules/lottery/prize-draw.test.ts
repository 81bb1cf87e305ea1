import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRandomBelow, pickByWeight, type RandomBelow } from './prize-draw.js';

const PRIZES = [
  { id: 1, weight: 1 },
  { id: 2, weight: 4 },
  { id: 3, weight: 15 },
  { id: 4, weight: 30 },
  { id: 5, weight: 0 },
  { id: 6, weight: 50 },
];
const TOTAL = PRIZES.reduce((sum, p) => sum + p.weight, 0);

/**
 * Pearson's chi-square statistic of observed counts against the weights. With the 5 prizes that have
 * weight, there are 4 degrees of freedom; the critical value at significance 0.001 is 18.467.
 */
function chiSquare(counts: Map<number, number>, draws: number): number {
  let statistic = 0;
  for (const prize of PRIZES) {
    if (prize.weight === 0) continue;
    const expected = (draws * prize.weight) / TOTAL;
    const observed = counts.get(prize.id) ?? 0;
    statistic += (observed - expected) ** 2 / expected;
  }
  return statistic;
}
const CRITICAL_4_DF_AT_0_001 = 18.467;

function simulate(draws: number, random: RandomBelow): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < draws; i += 1) {
    const prize = pickByWeight(PRIZES, random);
    if (prize) counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
  }
  return counts;
}

describe('pickByWeight', () => {
  it('maps each of the total-weight rolls to exactly weight-many hits per prize', () => {
    const counts = new Map<number, number>();
    for (let roll = 0; roll < TOTAL; roll += 1) {
      const prize = pickByWeight(PRIZES, () => roll);
      if (prize) counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    for (const prize of PRIZES) expect(counts.get(prize.id) ?? 0).toBe(prize.weight);
  });

  it('draws nothing when no prize has weight, and refuses bad weights or rolls', () => {
    expect(pickByWeight([{ weight: 0 }, { weight: 0 }])).toBeNull();
    expect(pickByWeight([])).toBeNull();
    expect(() => pickByWeight([{ weight: -1 }])).toThrow();
    expect(() => pickByWeight([{ weight: 1.5 }])).toThrow();
    expect(() => pickByWeight([{ weight: 2 }], () => 2)).toThrow();
  });

  // A statistical test, so it can fail: at significance 0.001 a correct implementation fails about
  // one run in a thousand. Observed frequencies over 100,000 cryptographic draws must match the weights.
  it('matches the weights over 100,000 draws (chi-square, 4 degrees of freedom, significance 0.001)', () => {
    const draws = 100_000;
    const counts = simulate(draws, cryptoRandomBelow);
    const statistic = chiSquare(counts, draws);
    expect(counts.get(5) ?? 0).toBe(0);
    expect(
      statistic,
      `chi-square ${statistic.toFixed(2)}, counts ${JSON.stringify([...counts])}`,
    ).toBeLessThan(CRITICAL_4_DF_AT_0_001);
  });

  it('is sensitive enough to catch a 2% bias toward the last prize', () => {
    const draws = 100_000;
    const biased: RandomBelow = (max) =>
      Math.min(max - 1, Math.floor((randomInt(1_000_000) / 1_000_000) * max * 1.02));
    expect(chiSquare(simulate(draws, biased), draws)).toBeGreaterThan(CRITICAL_4_DF_AT_0_001);
  });
});
