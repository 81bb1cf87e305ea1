import { describe, expect, it } from 'vitest';
import { businessDate, businessDayStart } from './business-time.js';

describe('businessDayStart', () => {
  it('is local midnight of the business day', () => {
    expect(businessDayStart('2026-03-10', 'Asia/Dhaka').toISOString()).toBe('2026-03-09T18:00:00.000Z');
    expect(businessDayStart('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(businessDayStart('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('starts the day that contains any instant of it', () => {
    for (const at of ['2026-03-09T18:00:00.000Z', '2026-03-10T05:59:59.999Z', '2026-03-10T17:59:59.999Z']) {
      const date = businessDate(new Date(at), 'Asia/Dhaka');
      expect(date).toBe('2026-03-10');
      expect(businessDayStart(date, 'Asia/Dhaka').getTime()).toBeLessThanOrEqual(Date.parse(at));
    }
  });
});
