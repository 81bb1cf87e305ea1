/**
 * "Daily" means the operator's business time zone (default Asia/Dhaka). Days are handled as
 * YYYY-MM-DD strings in that zone, so daily keys, counts and schedules never do offset arithmetic.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

function parts(at: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
}

const MINUTE_MS = 60_000;
/** The last answer: formatToParts is slow, and every zone's days start on a whole minute. */
let lastDate: { minute: number; timeZone: string; date: string } | null = null;

/** The calendar date of `at` in `timeZone`, as YYYY-MM-DD. */
export function businessDate(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (lastDate && lastDate.minute === minute && lastDate.timeZone === timeZone) return lastDate.date;
  const p = parts(at, timeZone);
  const date = `${p.year}-${p.month}-${p.day}`;
  lastDate = { minute, timeZone, date };
  return date;
}

/** The instant a business day (YYYY-MM-DD) starts in `timeZone`: its local midnight. */
export function businessDayStart(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00.000Z`);
  // Shift by the zone's offset (its wall clock minus UTC); a second pass settles a DST change.
  let start = utcMidnight;
  for (let pass = 0; pass < 2; pass += 1) {
    const p = parts(new Date(start), timeZone);
    const wall = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
    );
    start -= wall - utcMidnight;
  }
  return new Date(start);
}

/** Minutes since local midnight of `at` in `timeZone` (0..1439), for time-of-day windows. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  return Number(p.hour) * 60 + Number(p.minute);
}

const ADDED_DAYS_KEPT = 4096;
/** Recent answers: a settlement batch asks the same few dates for thousands of items. */
const addedDays = new Map<string, string>();

/** Calendar arithmetic on YYYY-MM-DD strings. */
export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  const known = addedDays.get(key);
  if (known !== undefined) return known;
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const answer = d.toISOString().slice(0, 10);
  if (addedDays.size >= ADDED_DAYS_KEPT) addedDays.clear();
  addedDays.set(key, answer);
  return answer;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The last `count` business days ending with the day of `now`, oldest first, each with the instant it
 * starts, and the start of the day after: what the charts group postings by.
 */
export function lastBusinessDays(
  now: Date,
  count: number,
  timeZone: string,
): { today: string; buckets: { date: string; start: string }[]; end: string } {
  const today = businessDate(now, timeZone);
  const buckets = Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i - count + 1);
    return { date, start: businessDayStart(date, timeZone).toISOString() };
  });
  return { today, buckets, end: businessDayStart(addDays(today, 1), timeZone).toISOString() };
}
