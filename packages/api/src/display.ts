import { BPS_PER_UNIT, formatMinor } from './money.js';
import type { Language } from './constants.js';

/**
 * How figures read to people, the same in the member app, the console and server-written texts:
 * one helper per kind, so two screens never show one thing two ways.
 */

/**
 * A phone as other people see it: the first three and last four digits (017****5678). Shorter
 * numbers keep less, so at least half of the digits are always hidden.
 */
export function maskPhone(phone: string): string {
  if (phone.length >= 10) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  const keep = Math.floor(phone.length / 4);
  return `${phone.slice(0, keep)}****${keep > 0 ? phone.slice(-keep) : ''}`;
}

/** A rate in basis points as a percentage, the same in every language (Latin digits): 80 → "0.8%", 500 → "5%", 125 → "1.25%" (no floats). */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const magnitude = Math.abs(bps);
  const whole = Math.trunc(magnitude / (BPS_PER_UNIT / 100));
  const fraction = String(magnitude % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}%`;
}

/**
 * The Intl locale of an app language (the app's `bd` is the standard `bn`), always with Latin digits:
 * one digit system in every language (docs/decisions.md, issue 18), the one members type, copy and
 * read in order numbers, phones and codes.
 */
const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', bd: 'bn-BD-u-nu-latn' };

const HTML_LANGS: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', bd: 'bn-BD' };

/** The HTML `lang` of a page in an app language (no Intl extension). */
export function htmlLang(language: string): string {
  return HTML_LANGS[language as Language] ?? HTML_LANGS.en;
}

export function intlLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.en;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

function dateFormat(language: string, style: 'date' | 'dateTime' | 'time', timeZone?: string) {
  const locale = intlLocale(language);
  return cached(`d|${locale}|${style}|${timeZone ?? ''}`, () => {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { year: 'numeric', month: 'short', day: 'numeric' }
        : style === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            };
    return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
  });
}

function formatInstant(
  iso: string,
  language: string,
  style: 'date' | 'dateTime' | 'time',
  timeZone?: string,
) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return dateFormat(language, style, timeZone).format(at);
}

/** An ISO instant as date and time in the reader's language ("21 Nov 2026, 14:05"). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return formatInstant(iso, language, 'dateTime', timeZone);
}

/** An ISO instant, or a business date `YYYY-MM-DD`, as a date in the reader's language ("21 Nov 2026"). */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  // A bare business date is a calendar day, not an instant: read it at noon UTC so no zone moves it.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatInstant(`${iso}T12:00:00.000Z`, language, 'date', 'UTC');
  return formatInstant(iso, language, 'date', timeZone);
}

/** An ISO instant as a time of day in the reader's language ("14:05"). */
export function formatTime(iso: string, language: string, timeZone?: string): string {
  return formatInstant(iso, language, 'time', timeZone);
}

/** A whole number with the language's grouping and Latin digits (12,345; bd 12,345 / 1,23,456). */
export function formatNumber(value: number | bigint, language: string): string {
  const locale = intlLocale(language);
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(
    value,
  );
}

/**
 * Cents as decimal text with the language's thousands grouping, no floats: the whole part is grouped
 * by Intl as an integer, the cents appended as they are ("1,234.50").
 */
export function formatMinorIn(amount: number, language: string): string {
  const text = formatMinor(amount);
  const negative = text.startsWith('-');
  const [whole = '0', cents] = (negative ? text.slice(1) : text).split('.');
  const grouped = formatNumber(BigInt(whole), language);
  return `${negative ? '-' : ''}${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/** An amount with its unit, kept on one line by a no-break space ("1,234.50 USD"). */
export function formatMoney(amount: number, language: string, unit = 'USD'): string {
  return `${formatMinorIn(amount, language)}\u00a0${unit}`;
}

/** The plural category of a count in the reader's language ("one", "other"…), for the app's texts. */
export function pluralCategory(count: number, language: string): Intl.LDMLPluralRule {
  const locale = intlLocale(language);
  return cached(`p|${locale}`, () => new Intl.PluralRules(locale)).select(count);
}

/**
 * Makes a language's number and plural formatters ahead of their first use. The first Intl formatter
 * of a locale loads its data, about 60 ms of a slow phone's main thread, which otherwise lands in the
 * render that shows the first amount (the web app runs this in a task of its own at start-up).
 */
export function prepareFormats(language: string): void {
  formatNumber(0, language);
  pluralCategory(0, language);
}

/**
 * Text in the one digit system of every language, Latin: Bengali digits an operator typed (a product
 * named "USDT ৭ দিনের প্লেজ") read as the figures beside them do ("USDT 7 দিনের প্লেজ").
 */
export function localDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/**
 * A time zone by its name in the reader's language ("Bangladesh Standard Time", "孟加拉国标准时间")
 * rather than its IANA id, which is English ("Asia/Dhaka"); the id where Intl has no name.
 */
export function formatTimeZone(timeZone: string, language: string): string {
  try {
    const format = new Intl.DateTimeFormat(intlLocale(language), { timeZone, timeZoneName: 'longGeneric' });
    const parts = format.formatToParts(Date.UTC(2026, 0, 1));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
