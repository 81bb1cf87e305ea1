import { formatMinor, parseDecimal } from './money.js';

/**
 * What the value of an operator setting counts, declared beside the setting on the server and sent
 * with it to the console, which edits and shows the value in that unit instead of raw integers.
 * Money is stored in cents and rates in basis points (packages/api/src/money.ts); the console edits
 * them as dollars and percent, converting decimal text straight to integers.
 */

/** Units whose value is an integer, typed in a text field and converted exactly. */
export const NUMBER_SETTING_UNITS = [
  /** US cents, edited and shown as dollars with two decimals. */
  'minor',
  /** Basis points, edited and shown as a percentage with up to two decimals (500 = 5%). */
  'bps',
  /** Whole US dollars. */
  'usd',
  'points',
  /** Points for one US dollar. */
  'points-per-usd',
  'count',
  /** A VIP level. */
  'level',
  'days',
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
  /** A file size in bytes, edited in whole kilobytes (1024 bytes). */
  'bytes',
] as const;
export type NumberSettingUnit = (typeof NUMBER_SETTING_UNITS)[number];

/** Units whose value is one text. */
export const STRING_SETTING_UNITS = [
  'text',
  /** An http(s) address; empty hides what it points to. */
  'url',
  /** A regular expression. */
  'pattern',
  /** "HH:MM" in the business time zone. */
  'time-of-day',
  /** An ISO 8601 instant with its offset; empty for none. */
  'instant',
  /** An IANA time zone name. */
  'time-zone',
] as const;
export type StringSettingUnit = (typeof STRING_SETTING_UNITS)[number];

export const SETTING_UNITS = [
  ...NUMBER_SETTING_UNITS,
  ...STRING_SETTING_UNITS,
  'boolean',
  /** A rising list of US cents (VIP thresholds), edited as dollars separated by commas. */
  'minor-list',
  /** One text per language: `{ zh, en, bd }`. */
  'texts',
  /** A title and content per language: `{ zh: { title, content }, en: …, bd: … }`. */
  'messages',
] as const;
export type SettingUnit = (typeof SETTING_UNITS)[number];

/** The units a value of type `T` may be declared in: the server's `setting()` refuses any other. */
export type SettingUnitFor<T> = T extends boolean
  ? 'boolean'
  : T extends number
    ? NumberSettingUnit
    : T extends string
      ? StringSettingUnit
      : T extends readonly number[]
        ? 'minor-list'
        : T extends { en: string }
          ? 'texts'
          : T extends { en: { title: string; content: string } }
            ? 'messages'
            : never;

/** The module that declares a setting: the console groups the settings list by it. */
export const SETTING_MODULES = [
  'withdrawals',
  'recharge',
  'bank-cards',
  'exchange',
  'mall',
  'investments',
  'team',
  'checkin',
  'lottery',
  'bargain',
  'content',
  'messages',
  'accounts',
  'uploads',
  'maintenance',
  'platform',
  'jobs',
  'backup',
  'admin',
] as const;
export type SettingModule = (typeof SETTING_MODULES)[number];

export function isNumberSettingUnit(unit: SettingUnit): unit is NumberSettingUnit {
  return (NUMBER_SETTING_UNITS as readonly SettingUnit[]).includes(unit);
}

const BYTES_PER_KILOBYTE = 1024;
const WHOLE = /^(0|[1-9]\d{0,14})$/;

export class SettingInputError extends Error {
  override name = 'SettingInputError';
}

function parseWhole(text: string): number {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) throw new SettingInputError(`not a whole number: ${text}`);
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) throw new SettingInputError(`too large: ${text}`);
  return value;
}

/** 500 bps → "5", 125 → "1.25", 80 → "0.8": the percentage as an operator types it. */
function percentText(bps: number): string {
  return formatMinor(bps).replace(/\.?0+$/, '');
}

/** A stored integer as the text of its field, in the field's unit (cents → "12.50", bps → "5"). */
export function numberToInput(unit: NumberSettingUnit, value: number): string {
  switch (unit) {
    case 'minor':
      return formatMinor(value);
    case 'bps':
      return percentText(value);
    case 'bytes':
      // The server's schema keeps sizes whole kilobytes.
      return String(Math.trunc(value / BYTES_PER_KILOBYTE));
    default:
      return String(value);
  }
}

/**
 * The text of a field back to the stored integer, exactly: dollars and percent go through the money
 * module's decimal parser (two decimals at most), never through floats. Throws on anything else.
 */
export function numberFromInput(unit: NumberSettingUnit, text: string): number {
  switch (unit) {
    case 'minor':
    case 'bps':
      // A percentage with two decimals is a whole number of basis points, as dollars are of cents.
      try {
        return parseDecimal(text);
      } catch {
        throw new SettingInputError(`not a decimal with at most two places: ${text}`);
      }
    case 'bytes':
      return parseWhole(text) * BYTES_PER_KILOBYTE;
    default:
      return parseWhole(text);
  }
}

/** Cents as "100.00, 500.00" for the field of a `minor-list` setting. */
export function minorListToInput(values: readonly number[]): string {
  return values.map((value) => formatMinor(value)).join(', ');
}

/** "100, 500.50" (commas or spaces between) back to cents; an empty field is an empty list. */
export function minorListFromInput(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => numberFromInput('minor', part));
}
