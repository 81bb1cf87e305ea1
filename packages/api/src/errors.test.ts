import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './error-catalogue.js';
import { loadErrorTexts } from './error-texts.js';
import { ERROR_KEYS, isErrorKey } from './errors.js';
import {
  FUND_RECORD_SUBTYPES,
  FUND_RECORD_TYPE_NAMES,
  FUND_RECORD_TYPES,
  fundRecordLabel,
  fundRecordSubtype,
} from './fund-record-types.js';
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

  it('loads one language at a time with exactly the catalogue keys and texts', async () => {
    for (const language of LANGUAGES) {
      const texts = await loadErrorTexts[language]();
      expect(Object.keys(texts)).toEqual([...ERROR_KEYS]);
      for (const key of ERROR_KEYS) expect(texts[key]).toBe(ERROR_CATALOGUE[key][language]);
    }
    expect(isErrorKey('insufficient_balance')).toBe(true);
    expect(isErrorKey('toString')).toBe(false);
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

describe('fund-record subtypes', () => {
  it('name a posting by its reference kind only under their own type, in three languages', () => {
    expect(fundRecordSubtype(FUND_RECORD_TYPES.fund_income, 'fund_investment')).toBe('fund_investment');
    expect(fundRecordSubtype(FUND_RECORD_TYPES.fund_income, 'fund_income')).toBeNull();
    expect(fundRecordSubtype(FUND_RECORD_TYPES.recharge, 'fund_investment')).toBeNull();
    expect(fundRecordSubtype(FUND_RECORD_TYPES.staking_reward, 'pledge_principal')).toBe('pledge_principal');
    expect(fundRecordSubtype(FUND_RECORD_TYPES.recharge, 'toString')).toBeNull();
    expect(fundRecordLabel(FUND_RECORD_TYPES.fund_income, 'fund_investment', 'zh')).toBe('基金投资');
    expect(fundRecordLabel(FUND_RECORD_TYPES.fund_income, 'fund_income', 'en')).toBe('Fund income');
    for (const subtype of Object.values(FUND_RECORD_SUBTYPES)) {
      for (const language of LANGUAGES) expect(subtype.names[language]).not.toBe('');
    }
  });
});
