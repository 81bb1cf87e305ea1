import { describe, expect, it } from 'vitest';
import { formatBps, formatDate, formatDateTime, formatMinorIn, localDigits, maskPhone } from './display.js';

describe('display helpers', () => {
  it('masks a phone keeping at most half of its digits', () => {
    expect(maskPhone('01712345678')).toBe('017****5678');
    expect(maskPhone('12345678')).toBe('12****78');
    expect(maskPhone('123')).toBe('****');
  });

  it('writes basis points as a percentage without floats', () => {
    expect(formatBps(500)).toBe('5%');
    expect(formatBps(80)).toBe('0.8%');
    expect(formatBps(125)).toBe('1.25%');
    expect(formatBps(0)).toBe('0%');
    expect(formatBps(-150)).toBe('-1.5%');
  });

  it('formats instants in the reader’s language and time zone, and leaves bad input as it is', () => {
    const at = '2026-11-21T08:05:00.000Z';
    expect(formatDateTime(at, 'en', 'Asia/Dhaka')).toBe('21/11/2026, 14:05');
    expect(formatDate(at, 'en', 'Asia/Dhaka')).toBe('21/11/2026');
    expect(formatDateTime(at, 'zh', 'Asia/Dhaka')).toContain('2026');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('digits in the reader’s language', () => {
  it('writes Bengali digits for bd and leaves zh and en alone', () => {
    expect(localDigits('2026-11-24 12.50', 'bd')).toBe('২০২৬-১১-২৪ ১২.৫০');
    expect(localDigits('12.50', 'en')).toBe('12.50');
    expect(localDigits('12.50', 'zh')).toBe('12.50');
  });

  it('formats cents in the reader’s digits', () => {
    expect(formatMinorIn(-1205, 'bd')).toBe('-১২.০৫');
    expect(formatMinorIn(1205, 'en')).toBe('12.05');
  });
});
