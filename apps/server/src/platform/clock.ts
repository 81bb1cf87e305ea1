/** The time source. Services never call Date.now() directly, so tests can move the clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-01-15T06:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
