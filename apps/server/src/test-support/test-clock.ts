import { addDays, businessDate, businessDayStart } from '../platform/business-time.js';
import { createTestClock, type TestClock } from '../platform/clock.js';

/**
 * Tests run at a fixed instant, so no test depends on the hour it is started at: by default
 * 2026-01-15 12:00 in Asia/Dhaka (06:00 UTC), midday of the business day, far from both of its
 * ends. `TEST_CLOCK_START` (an ISO instant with its offset, e.g. `2026-01-15T23:30:00+06:00`) moves
 * that start, to sweep the suite over the hours of the day (docs/testing.md). Only test support
 * reads it.
 */
const DEFAULT_TEST_CLOCK_START = '2026-01-15T06:00:00.000Z';

export function testClockStart(): Date {
  const configured = process.env.TEST_CLOCK_START;
  if (configured === undefined || configured === '') return new Date(DEFAULT_TEST_CLOCK_START);
  const at = new Date(configured);
  if (Number.isNaN(at.getTime())) throw new Error(`TEST_CLOCK_START is not an ISO instant: ${configured}`);
  return at;
}

/** A movable clock at the tests' start instant. */
export function createFixedTestClock(): TestClock {
  return createTestClock(testClockStart());
}

/**
 * Moves `clock` forward to the start (local midnight) of the next business day in `timeZone` and
 * answers that instant, for a test that walks through one business day and must not meet its end
 * early, wherever the suite's clock started.
 */
export function moveToNextBusinessDay(clock: TestClock, timeZone: string): Date {
  const start = businessDayStart(addDays(businessDate(clock.now(), timeZone), 1), timeZone);
  clock.set(start);
  return start;
}
