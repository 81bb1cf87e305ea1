import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_KEYS } from './errors.js';
import { FUND_RECORD_TYPE_NAMES, FUND_RECORD_TYPES } from './fund-record-types.js';
import { LANGUAGES } from './constants.js';

describe('error catalogue', () => {
  it('has snake_case keys with a distinct, non-empty text in every language', () => {
    for (const key of ERROR_KEYS) {
      expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      for (const language of LANGUAGES) {
        expect(ERROR_CATALOGUE[key][language].trim(), `${key}.${language}`).not.toBe('');
      }
    }
    const english = ERROR_KEYS.map((key) => ERROR_CATALOGUE[key].en);
    expect(new Set(english).size).toBe(english.length);
  });
});

describe('fund-record types', () => {
  it('are 1..25 in SPEC order, each named in three languages', () => {
    expect(Object.values(FUND_RECORD_TYPES)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const code of Object.values(FUND_RECORD_TYPES)) {
      for (const language of LANGUAGES) expect(FUND_RECORD_TYPE_NAMES[code][language]).not.toBe('');
    }
  });
});
