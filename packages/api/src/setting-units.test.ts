import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  minorListFromInput,
  minorListToInput,
  numberFromInput,
  numberToInput,
  SettingInputError,
} from './setting-units.js';

describe('setting fields in their units', () => {
  it.each([
    ['minor', 10_00, '10.00'],
    ['minor', 5, '0.05'],
    ['bps', 500, '5'],
    ['bps', 125, '1.25'],
    ['bps', 80, '0.8'],
    ['bps', 0, '0'],
    ['bps', 100_000, '1000'],
    ['bytes', 5 * 1024 * 1024, '5120'],
    ['hours', 24, '24'],
  ] as const)('shows %s %i as %j and reads it back', (unit, stored, text) => {
    expect(numberToInput(unit, stored)).toBe(text);
    expect(numberFromInput(unit, text)).toBe(stored);
  });

  it.each([
    ['minor', '12.5', 12_50],
    ['minor', ' 7 ', 7_00],
    ['bps', '2.5', 250],
    ['bps', '50', 5_000],
    ['bytes', '64', 65_536],
  ] as const)('reads %s %j as %i', (unit, text, stored) => {
    expect(numberFromInput(unit, text)).toBe(stored);
  });

  it.each([
    ['minor', '1.234'],
    ['minor', '-1'],
    ['minor', '1e3'],
    ['bps', '1.255'],
    ['bps', 'five'],
    ['count', '1.5'],
    ['count', '01'],
    ['hours', ''],
    ['points', '99999999999999999'],
  ] as const)('refuses %s %j', (unit, text) => {
    expect(() => numberFromInput(unit, text)).toThrow(SettingInputError);
  });

  it('round-trips every rate and amount through its text without floats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (stored) => {
        expect(numberFromInput('bps', numberToInput('bps', stored))).toBe(stored);
        expect(numberFromInput('minor', numberToInput('minor', stored))).toBe(stored);
      }),
    );
  });

  it('reads a list of amounts separated by commas or spaces', () => {
    expect(minorListToInput([100_00, 500_50])).toBe('100.00, 500.50');
    expect(minorListFromInput('100, 500.5  2000')).toEqual([100_00, 500_50, 2_000_00]);
    expect(minorListFromInput('')).toEqual([]);
    expect(() => minorListFromInput('100, 1.001')).toThrow(SettingInputError);
  });
});
