import { describe, expect, it } from 'vitest';
import { minutesOf } from './withdrawal-settings.js';
import { inWindow } from './withdrawal-rules.js';

describe('withdrawal window', () => {
  it('reads HH:MM as minutes, 24:00 as the end of the day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
  });

  it('includes the start and excludes the end', () => {
    expect(inWindow(540, 540, 1260)).toBe(true);
    expect(inWindow(1259, 540, 1260)).toBe(true);
    expect(inWindow(1260, 540, 1260)).toBe(false);
    expect(inWindow(539, 540, 1260)).toBe(false);
    expect(inWindow(0, 0, 1440)).toBe(true);
    expect(inWindow(1439, 0, 1440)).toBe(true);
  });

  it('spans midnight when the start is after the end', () => {
    expect(inWindow(1380, 1320, 120)).toBe(true);
    expect(inWindow(60, 1320, 120)).toBe(true);
    expect(inWindow(600, 1320, 120)).toBe(false);
  });
});
