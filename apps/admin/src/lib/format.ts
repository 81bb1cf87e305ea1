import { CURRENCY_LABEL, formatMinor, isDecimalText, parseDecimal } from '@cloudmine/api';

/**
 * Cents as "12.50 USD"; money is never a float on its way to the screen. A no-break space keeps the
 * currency beside its figure when a table column wraps.
 */
export function money(amountMinor: number): string {
  return `${formatMinor(amountMinor)}\u00a0${CURRENCY_LABEL}`;
}

/** An ISO instant in the operator's local time, to the second. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
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
