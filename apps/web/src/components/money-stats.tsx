import { Money } from './money';
import type { Stat } from './stat-grid';

/** A sum of money as one figure of a card. */
export function moneyStat(label: string, minor: number): Stat {
  return { label, value: <Money minor={minor} /> };
}

/** The least and most amount of money, as one figure. */
export function moneyRangeStat(label: string, minMinor: number, maxMinor: number): Stat {
  return {
    label,
    value: (
      <>
        <Money minor={minMinor} /> – <Money minor={maxMinor} />
      </>
    ),
  };
}
