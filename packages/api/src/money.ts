/**
 * Money is an integer number of US cents ("minor units"), never a float.
 * This module is the only place that converts between decimal text and minor units, and the only
 * place that rounds: every rate is applied with `applyRateBps`, which rounds toward zero so the
 * platform never pays out a fraction of a cent it did not compute.
 */

declare const minorBrand: unique symbol;
/** An amount of USD in cents. */
export type Minor = number & { readonly [minorBrand]: 'Minor' };

export const MINOR_PER_UNIT = 100;
export const MINOR_DECIMALS = 2;
/** Largest amount the platform handles: one hundred billion dollars, far inside 2^53. */
export const MAX_MINOR = 10_000_000_000_000;
/** Basis points: 10000 bps = 100%. All rates in settings are in bps. */
export const BPS_PER_UNIT = 10_000;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_MINOR;
}

/** Asserts that `value` is an integer amount within the platform's bounds. */
export function toMinor(value: number): Minor {
  if (!isMinor(value)) throw new MoneyError(`not a bounded integer amount: ${value}`);
  return value;
}

export const ZERO = 0 as Minor;

declare const pointsBrand: unique symbol;
/** An amount of points: whole numbers, their own unit, never mixed with cents. */
export type Points = number & { readonly [pointsBrand]: 'Points' };

/** Largest points amount the platform handles, far inside 2^53. */
export const MAX_POINTS = 100_000_000_000_000;

export function isPoints(value: unknown): value is Points {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_POINTS;
}

/** Asserts that `value` is an integer points amount within the platform's bounds. */
export function toPoints(value: number): Points {
  if (!isPoints(value)) throw new MoneyError(`not a bounded integer points amount: ${value}`);
  return value;
}

const DECIMAL = /^(0|[1-9]\d{0,10})(?:\.(\d{1,2}))?$/;

/** Parses user input such as "12", "12.3" or "12.34" to cents; anything else is refused. */
export function parseDecimal(text: string): Minor {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyError(`not a decimal amount: ${text}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(MINOR_DECIMALS, '0'));
  return toMinor(whole * MINOR_PER_UNIT + fraction);
}

export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** Formats cents as "1,234.56"-free plain decimal text: "1234.56", "-0.05". */
export function formatMinor(amount: number): string {
  const value = toMinor(amount);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.trunc(abs / MINOR_PER_UNIT);
  const fraction = String(abs % MINOR_PER_UNIT).padStart(MINOR_DECIMALS, '0');
  return `${sign}${whole}.${fraction}`;
}

export function addMinor(a: Minor, b: Minor): Minor {
  return toMinor(a + b);
}

export function subMinor(a: Minor, b: Minor): Minor {
  return toMinor(a - b);
}

export function mulMinor(amount: Minor, times: number): Minor {
  if (!Number.isSafeInteger(times)) throw new MoneyError(`not an integer multiplier: ${times}`);
  return toMinor(amount * times);
}

/** amount × rate / 10000, rounded toward zero: the single rounding rule of the platform. */
export function applyRateBps(amount: Minor, rateBps: number): Minor {
  if (!Number.isSafeInteger(rateBps)) throw new MoneyError(`not an integer rate: ${rateBps}`);
  // Both factors are bounded (amount <= 1e13, rates <= 1e6 bps in practice), so use BigInt to stay exact.
  const product = BigInt(amount) * BigInt(rateBps);
  return toMinor(Number(product / BigInt(BPS_PER_UNIT)));
}

/**
 * Exchange rates of payment channels: US dollars per one unit of the channel's currency, as an
 * integer with 8 decimals ("0.00833333" BDT → 833333). Every channel currency is entered with two
 * decimals, like dollars, so an amount in a foreign currency is an integer of its minor units too.
 */
export const RATE_DECIMALS = 8;
export const RATE_SCALE = 100_000_000;
/** One hundred thousand dollars per unit: far above any currency, and keeps products inside BigInt. */
export const MAX_RATE = 100_000 * RATE_SCALE;

const RATE = /^(0|[1-9]\d{0,5})(?:\.(\d{1,8}))?$/;

export function isRateText(text: string): boolean {
  try {
    return parseRate(text) > 0;
  } catch {
    return false;
  }
}

/** Parses "0.00833333" to 833333; zero, signs, exponents and more than 8 decimals are refused. */
export function parseRate(text: string): number {
  const match = RATE.exec(text.trim());
  if (!match) throw new MoneyError(`not a rate: ${text}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  const rate = whole * RATE_SCALE + fraction;
  if (rate <= 0 || rate > MAX_RATE) throw new MoneyError(`rate out of range: ${text}`);
  return rate;
}

/** 833333 → "0.00833333"; 100000000 → "1". Trailing zeros of the fraction are dropped. */
export function formatRate(rate: number): string {
  if (!Number.isSafeInteger(rate) || rate <= 0) throw new MoneyError(`not a rate: ${rate}`);
  const whole = Math.trunc(rate / RATE_SCALE);
  const fraction = String(rate % RATE_SCALE)
    .padStart(RATE_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * An amount in a channel's currency (its minor units) converted to US cents at `rate` (dollars per
 * unit × 10^8), rounded toward zero like every other rate: the platform never credits a fraction of
 * a cent it did not receive.
 */
export function convertToUsd(amountMinor: number, rate: number): Minor {
  if (!Number.isSafeInteger(amountMinor)) throw new MoneyError(`not an integer amount: ${amountMinor}`);
  if (!Number.isSafeInteger(rate) || rate <= 0 || rate > MAX_RATE)
    throw new MoneyError(`not a rate: ${rate}`);
  return toMinor(Number((BigInt(amountMinor) * BigInt(rate)) / BigInt(RATE_SCALE)));
}

/** How many units of the channel's currency one dollar buys, as decimal text with two decimals (display). */
export function unitsPerUsd(rate: number): string {
  if (!Number.isSafeInteger(rate) || rate <= 0) throw new MoneyError(`not a rate: ${rate}`);
  // 1 USD = RATE_SCALE / rate units; in minor units ×100, rounded toward zero.
  return formatMinor(Number((BigInt(RATE_SCALE) * BigInt(MINOR_PER_UNIT)) / BigInt(rate)));
}
