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

/** A rate in basis points as a percentage: 80 → "0.8%", 500 → "5%", 125 → "1.25%" (no floats). */
export function formatBps(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const magnitude = Math.abs(bps);
  const whole = Math.trunc(magnitude / (BPS_PER_UNIT / 100));
  const fraction = String(magnitude % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}%`;
}

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', bd: 'bn-BD' };

/** The Intl locale of an app language (the app's `bd` is the standard `bn`). */
export function intlLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.en;
}

/** An ISO instant as local date and time in the reader's language ("21/11/2026, 14:05"). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(intlLocale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** An ISO instant as a local date in the reader's language ("21/11/2026"). */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleDateString(intlLocale(language), {
    dateStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Digits as the reader's language writes them: Bengali digits (০-৯) for `bd`, as Bangladeshi banking
 * and wallet apps show them in Bengali; Western digits for zh and en. Display only: inputs and the
 * wire stay in Western digits (docs/decisions.md, issue 16).
 */
export function localDigits(text: string, language: string): string {
  if (language !== 'bd') return text;
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit);
}

/** Cents as plain decimal text in the reader's digits ("১২.৫০" in bd). */
export function formatMinorIn(amount: number, language: string): string {
  return localDigits(formatMinor(amount), language);
}
