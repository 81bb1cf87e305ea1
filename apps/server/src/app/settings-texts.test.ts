import {
  isNumberSettingUnit,
  LANGUAGES,
  minorListFromInput,
  minorListToInput,
  numberFromInput,
  numberToInput,
  SETTING_MODULES,
  SETTING_TEXTS,
  SETTING_UNITS,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from './settings-catalogue.js';

const entries = Object.entries(SETTINGS);

describe('every setting as the console shows it', () => {
  it.each(LANGUAGES)(
    'has a title and a meaning in %s, and no text for a setting that does not exist',
    (language) => {
      const texts: Record<string, { title: string; meaning: string }> = SETTING_TEXTS[language].settings;
      const missing = entries
        .filter(([key]) => !texts[key]?.title.trim() || !texts[key]?.meaning.trim())
        .map(([key]) => key);
      expect(missing).toEqual([]);
      expect(Object.keys(texts).filter((key) => !Object.hasOwn(SETTINGS, key))).toEqual([]);
      for (const module of SETTING_MODULES)
        expect(SETTING_TEXTS[language].modules[module].trim()).not.toBe('');
    },
  );

  it('has a known unit and module, and its default survives the console field both ways', () => {
    for (const [key, def] of entries) {
      expect(SETTING_UNITS, key).toContain(def.unit);
      expect(SETTING_MODULES, key).toContain(def.module);
      const value: unknown = def.defaultValue;
      if (isNumberSettingUnit(def.unit)) {
        expect(Number.isSafeInteger(value), key).toBe(true);
        expect(numberFromInput(def.unit, numberToInput(def.unit, value as number)), key).toBe(value);
      } else if (def.unit === 'minor-list') {
        expect(minorListFromInput(minorListToInput(value as number[])), key).toEqual(value);
      } else if (def.unit === 'boolean') {
        expect(typeof value, key).toBe('boolean');
      } else if (def.unit === 'texts' || def.unit === 'messages') {
        expect(Object.keys(value as object).sort(), key).toEqual([...LANGUAGES].sort());
      } else {
        expect(typeof value, key).toBe('string');
      }
    }
  });
});
