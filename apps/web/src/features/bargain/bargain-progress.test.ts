import { describe, expect, it } from 'vitest';
import { actionFor, cutPercent, formatTimeLeft } from './bargain-progress';

describe('bargain progress', () => {
  it('measures the way from the original price to the floor', () => {
    const prices = { originalPriceMinor: 100_00, floorPriceMinor: 20_00 };
    expect(cutPercent({ ...prices, priceMinor: 100_00 })).toBe(0);
    expect(cutPercent({ ...prices, priceMinor: 60_00 })).toBe(50);
    expect(cutPercent({ ...prices, priceMinor: 20_01 })).toBe(99);
    expect(cutPercent({ ...prices, priceMinor: 20_00 })).toBe(100);
    expect(cutPercent({ originalPriceMinor: 5, floorPriceMinor: 5, priceMinor: 5 })).toBe(100);
  });

  it('counts the time left down to the second, and nothing once it has passed', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(formatTimeLeft('2026-01-02T01:02:03Z', now)).toBe('25:02:03');
    expect(formatTimeLeft('2026-01-01T00:00:09Z', now)).toBe('0:00:09');
    expect(formatTimeLeft('2026-01-01T00:00:00Z', now)).toBeNull();
    expect(formatTimeLeft('not a time', now)).toBeNull();
  });

  it('offers the initiator share, buy or nothing, and a subordinate one cut', () => {
    expect(actionFor({ mine: true, status: 'open', cutByMe: false })).toBe('share');
    expect(actionFor({ mine: true, status: 'completed', cutByMe: false })).toBe('buy');
    expect(actionFor({ mine: true, status: 'bought', cutByMe: false })).toBe('bought');
    expect(actionFor({ mine: true, status: 'expired', cutByMe: false })).toBe('none');
    expect(actionFor({ mine: false, status: 'open', cutByMe: false })).toBe('cut');
    expect(actionFor({ mine: false, status: 'open', cutByMe: true })).toBe('cutByMe');
    expect(actionFor({ mine: false, status: 'completed', cutByMe: false })).toBe('none');
  });
});
