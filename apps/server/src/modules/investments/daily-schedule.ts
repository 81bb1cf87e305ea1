import { addDays, businessDate, daysBetween } from '../../platform/business-time.js';

/**
 * The daily income schedule shared by machines, pledges and funds. An item started at an instant
 * earns for `term` business days: the first income is for the business day after the start (the
 * start day is partial), paid once that day has begun in the business time zone; the last is for
 * start day + term.
 */
export interface Schedule {
  firstIncomeDate: string;
  endsOn: string;
}

export function scheduleFrom(startedAt: Date, termDays: number, timeZone: string): Schedule {
  const startDay = businessDate(startedAt, timeZone);
  return { firstIncomeDate: addDays(startDay, 1), endsOn: addDays(startDay, termDays) };
}

/**
 * The income dates due by `today`, from the next unpaid one, never past the term: what a settlement
 * run pays, and after downtime every missed day at once.
 */
export function dueDates(next: string | null, daysPaid: number, termDays: number, today: string): string[] {
  if (next === null) return [];
  const left = termDays - daysPaid;
  const due = Math.min(left, daysBetween(next, today) + 1);
  return Array.from({ length: Math.max(0, due) }, (_, i) => addDays(next, i));
}
