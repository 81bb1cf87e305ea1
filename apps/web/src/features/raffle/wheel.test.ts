import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAt } from './wheel';

describe('the prize wheel', () => {
  it('lands every prize under the pointer, always turning forward by at least the full turns', () => {
    for (const count of [1, 2, 3, 5, 8, 12]) {
      let rotation = 0;
      for (let draw = 0; draw < 40; draw += 1) {
        const index = (draw * 7 + count) % count;
        const next = landingRotation(rotation, index, count);
        expect(next - rotation).toBeGreaterThanOrEqual(6 * 360);
        expect(next - rotation).toBeLessThan(7 * 360);
        expect(segmentAt(next, count)).toBe(index);
        rotation = next;
      }
    }
  });

  it('knows which segment is under the pointer at rest', () => {
    expect(segmentAt(0, 8)).toBe(0);
    // Turning the wheel a little under 45° clockwise brings the last of 8 segments under the pointer.
    expect(segmentAt(44, 8)).toBe(7);
    expect(segmentAt(46, 8)).toBe(6);
    expect(segmentAt(-46, 8)).toBe(1);
  });
});
