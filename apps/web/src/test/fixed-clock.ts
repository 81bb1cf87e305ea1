import { vi } from 'vitest';

/**
 * The instant component tests run at (2026-01-15 12:00 in Asia/Dhaka), like the server's tests: a
 * test that shows time fixes `Date` here instead of reading the hour it happens to run at.
 */
export const TEST_NOW_MS = Date.parse('2026-01-15T06:00:00.000Z');

/** Fixes `Date` (only: timers stay real, so Testing Library's waiting works) at `TEST_NOW_MS`. */
export function fixDate(): void {
  vi.useFakeTimers({ now: TEST_NOW_MS, toFake: ['Date'] });
}
