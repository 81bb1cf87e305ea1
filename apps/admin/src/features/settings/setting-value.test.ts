import { LANGUAGES, SETTING_UNITS, type SettingUnit } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import { fromForm, inputUnitLabel, showSetting, toForm } from './setting-value';

/** A value of each unit as the server stores it. */
const SAMPLES: Record<SettingUnit, unknown> = {
  minor: 12_50,
  'minor-list': [100_00, 500_00],
  bps: 250,
  usd: 3,
  points: 1,
  'points-per-usd': 100,
  count: 5_000,
  level: 2,
  days: 10,
  hours: 24,
  minutes: 15,
  seconds: 60,
  milliseconds: 300,
  bytes: 5 * 1024 * 1024,
  boolean: true,
  text: 'hello',
  url: 'https://help.example.org',
  pattern: '^01\\d{9}$',
  'time-of-day': '09:30',
  instant: '2026-11-24T00:00:00.000Z',
  'time-zone': 'Asia/Dhaka',
  texts: { zh: '你好', en: 'Hello', bd: 'হ্যালো' },
  messages: {
    zh: { title: '标题', content: '内容' },
    en: { title: 'Title', content: 'Text' },
    bd: { title: 'শিরোনাম', content: 'লেখা' },
  },
};

describe('setting units in the console', () => {
  it.each(LANGUAGES)('shows a value of every unit in %s with its own words', async (language) => {
    await loadLanguage(language);
    const t = i18n.getFixedT(language);
    for (const unit of SETTING_UNITS) {
      const shown = showSetting(unit, SAMPLES[unit], language, t);
      expect(shown, unit).not.toMatch(/settings\.|undefined|NaN|\[object/);
      expect(shown.trim(), unit).not.toBe('');
      expect(inputUnitLabel(unit, t) ?? '', unit).not.toMatch(/settings\./);
    }
  });

  it('shows money, rates and durations as operators read them', async () => {
    await loadLanguage('bd');
    const en = i18n.getFixedT('en');
    expect(showSetting('minor', 12_50, 'en', en)).toBe('12.50\u00a0USD');
    expect(showSetting('bps', 250, 'en', en)).toBe('2.5%');
    expect(showSetting('points', 1, 'en', en)).toBe('1 point');
    expect(showSetting('points', 100, 'en', en)).toBe('100 points');
    expect(showSetting('count', 5_000, 'en', en)).toBe('5,000');
    expect(showSetting('hours', 1, 'en', en)).toBe('1 hour');
    expect(showSetting('milliseconds', 300, 'en', en)).toBe('300 milliseconds');
    expect(showSetting('bytes', 65_536, 'en', en)).toBe('64 kB');
    expect(showSetting('url', '', 'en', en)).toBe('(empty)');
    // Bengali words with the console's Latin digits.
    expect(showSetting('hours', 24, 'bd', i18n.getFixedT('bd'))).toBe('24 ঘণ্টা');
  });

  it('keeps every value through its field unchanged', () => {
    for (const unit of SETTING_UNITS) {
      expect(fromForm(unit, toForm(unit, SAMPLES[unit])), unit).toEqual(SAMPLES[unit]);
    }
  });
});
