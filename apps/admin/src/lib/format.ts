import { formatDateTime, formatMoney, isDecimalText, parseDecimal } from '@cloudmine/api';
import { i18n } from './i18n/i18n';

/*
 * The console shows figures through the shared formatters of packages/api (display.ts), in its own
 * language, so an amount or a date reads as the member app and server texts write it. Pages re-render
 * on a language switch (their `t` changes), so reading the language here is enough.
 */

/**
 * Cents as "1,212.50 USD", grouped in the console's language; money is never a float on its way to
 * the screen. A no-break space keeps the currency beside its figure when a table column wraps.
 */
export function money(amountMinor: number): string {
  return formatMoney(amountMinor, i18n.language);
}

/** An ISO instant in the operator's local time and language ("21 Nov 2026, 14:05"). */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDateTime(iso, i18n.language);
}

/** The value of a `datetime-local` input as an ISO instant (the browser's zone is the operator's). */
export function localInputToIso(value: string): string {
  return new Date(value).toISOString();
}

/** An ISO instant as the value of a `datetime-local` input, in the operator's local time, to the minute. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A form rule: a positive decimal amount with at most two decimals ("12.50"). */
export function decimalRule(message: string, { allowZero = false } = {}) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const ok = isDecimalText(text) && (allowZero || parseDecimal(text) > 0);
      return ok ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}
