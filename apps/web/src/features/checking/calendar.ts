/**
 * Calendar arithmetic on business dates (YYYY-MM-DD) and months (YYYY-MM), as the server sends them:
 * no time zones involved, the server already answered in the operator's.
 */

/** `month` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's dates in weeks starting on Sunday; null pads the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * How many of the streak cycle's days are done, for the progress dots: a cycle completed today
 * shows full; one completed yesterday has given way to the next cycle.
 */
export function cycleProgress(status: {
  streakDays: number;
  streakTarget: number;
  checkedInToday: boolean;
}): number {
  const { streakDays, streakTarget, checkedInToday } = status;
  if (streakDays === 0) return 0;
  const rest = streakDays % streakTarget;
  return rest === 0 && checkedInToday ? streakTarget : rest;
}
