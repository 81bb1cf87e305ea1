import { describe, expect, it } from 'vitest';
import { formatBps } from './rate';

describe('formatBps', () => {
  it('writes basis points as a percentage without floats', () => {
    expect(formatBps(0)).toBe('0%');
    expect(formatBps(80)).toBe('0.8%');
    expect(formatBps(100)).toBe('1%');
    expect(formatBps(125)).toBe('1.25%');
    expect(formatBps(1000)).toBe('10%');
    expect(formatBps(10_000)).toBe('100%');
  });
});
