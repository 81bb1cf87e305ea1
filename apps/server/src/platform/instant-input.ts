import { AppError } from './errors.js';

/** Instants a person or operator may type: wide enough for any schedule, inside both engines' range. */
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;

/**
 * Parses an instant typed into a request ("2026-11-22T08:00:00Z", "2026-11-22T14:00:00+06:00") to the
 * stored form (UTC ISO 8601). Anything else, or a year PostgreSQL or a text comparison cannot hold,
 * is `parameter_error` rather than a database fault.
 */
export function instantInput(text: string): string {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new AppError('parameter_error');
  const year = new Date(ms).getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) throw new AppError('parameter_error');
  return new Date(ms).toISOString();
}
