import { describe, expect, it } from 'vitest';
import { addMonths, cycleProgress, monthWeeks } from './calendar';

describe('check-in calendar', () => {
  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('lays a month out in Sunday-first weeks', () => {
    // 1 March 2026 is a Sunday; February 2028 has 29 days and starts on a Tuesday.
    const march = monthWeeks('2026-03');
    expect(march[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    const february = monthWeeks('2028-02');
    expect(february[0]?.slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(february.flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    for (const week of february) expect(week).toHaveLength(7);
  });

  it('shows the streak cycle’s progress', () => {
    const at = (streakDays: number, checkedInToday: boolean) =>
      cycleProgress({ streakDays, streakTarget: 7, checkedInToday });
    expect(at(0, false)).toBe(0);
    expect(at(3, true)).toBe(3);
    expect(at(7, true)).toBe(7);
    expect(at(7, false)).toBe(0);
    expect(at(9, false)).toBe(2);
  });
});
