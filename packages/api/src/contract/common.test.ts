import { describe, expect, it } from 'vitest';
import { businessDate } from './common.js';

describe('businessDate', () => {
  it('accepts real calendar days, leap days included', () => {
    for (const day of ['2026-11-22', '2024-02-29', '1970-01-01', '9999-12-31']) {
      expect(businessDate.safeParse(day).success).toBe(true);
    }
  });

  it('refuses what only has the shape of a date', () => {
    for (const day of ['0908-88-07', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '1969-12-31']) {
      expect(businessDate.safeParse(day).success).toBe(false);
    }
  });
});
