import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBps,
  formatDate,
  formatDateTime,
  formatMinorIn,
  formatMoney,
  formatNumber,
  formatTime,
  localDigits,
  maskPhone,
  pluralCategory,
} from './display.js';
import { MAX_MINOR } from './money.js';

const BENGALI_DIGIT = /[০-৯]/;

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
    expect(formatDateTime(at, 'en', 'Asia/Dhaka')).toBe('21 Nov 2026, 14:05');
    expect(formatDate(at, 'en', 'Asia/Dhaka')).toBe('21 Nov 2026');
    expect(formatTime(at, 'en', 'Asia/Dhaka')).toBe('14:05');
    expect(formatDateTime(at, 'zh', 'Asia/Dhaka')).toBe('2026年11月21日 14:05');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('reads a business date as that calendar day in every time zone', () => {
    expect(formatDate('2026-11-21', 'en')).toBe('21 Nov 2026');
  });
});

describe('one digit system: Latin in every language', () => {
  it('writes dates and figures in bd with Bengali words and Latin digits', () => {
    const text = formatDateTime('2026-11-21T08:05:00.000Z', 'bd', 'Asia/Dhaka');
    expect(text).toContain('2026');
    expect(text).toMatch(/নভে/);
    expect(text).not.toMatch(BENGALI_DIGIT);
    expect(formatNumber(1234567, 'bd')).toBe('12,34,567');
  });

  it('turns Bengali digits an operator typed into Latin ones', () => {
    expect(localDigits('USDT ৭ দিনের প্লেজ')).toBe('USDT 7 দিনের প্লেজ');
    expect(localDigits('12.50')).toBe('12.50');
  });

  it('groups thousands of cents without floats and keeps the unit on the line', () => {
    expect(formatMinorIn(123456789, 'en')).toBe('1,234,567.89');
    expect(formatMinorIn(-1205, 'bd')).toBe('-12.05');
    expect(formatMinorIn(MAX_MINOR, 'en')).toBe('100,000,000,000.00');
    expect(formatMoney(100000, 'zh')).toBe('1,000.00\u00a0USD');
  });

  it('answers the plural category of the language', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(1, 'zh')).toBe('other');
  });
});

describe('prepareFormats', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes the formatters the first amount needs, so showing it makes none', async () => {
    // A fresh copy of the module: nothing formatted by the other tests is cached in it.
    vi.resetModules();
    const display = await import('./display.js');
    let count = 0;
    const { NumberFormat, PluralRules } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      count += 1;
      return new NumberFormat(...args);
    });
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args) {
      count += 1;
      return new PluralRules(...args);
    });
    const made = () => count;
    display.prepareFormats('bd');
    expect(made()).toBe(2);
    expect(display.formatMinorIn(123_456_00, 'bd')).toBe('1,23,456.00');
    expect(display.pluralCategory(2, 'bd')).toBe('other');
    expect(made()).toBe(2);
  });
});
