import {
  CURRENCY_LABEL,
  formatBps,
  formatMinor,
  intlLocale,
  isNumberSettingUnit,
  LANGUAGES,
  minorListFromInput,
  minorListToInput,
  numberFromInput,
  numberToInput,
  type Language,
  type NumberSettingUnit,
  type SettingUnit,
} from '@cloudmine/api';
import type { TFunction } from 'i18next';
import { dateTime, isoToLocalInput, localInputToIso, money } from '@/lib/format';
import { asFieldSchema, lengthProblem, type FieldSchema, type Problem } from './json-schema';

type Texts = Record<Language, string>;
type Messages = Record<Language, { title: string; content: string }>;

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && LANGUAGES.every((l) => l in value);

const TIME_UNITS = {
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
  milliseconds: 'millisecond',
} as const;
const MEGABYTE = 1024 * 1024;

/** Numbers in the operator's language with Latin digits, as every figure in the console. */
function numberIn(language: Language, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(intlLocale(language), { numberingSystem: 'latn', ...options });
}

function showNumber(unit: NumberSettingUnit, value: number, language: Language, t: TFunction): string {
  const plain = numberIn(language).format(value);
  switch (unit) {
    case 'minor':
      return money(value);
    case 'bps':
      return formatBps(value);
    case 'usd':
      return `${plain}\u00a0${CURRENCY_LABEL}`;
    case 'points': {
      const rule = new Intl.PluralRules(intlLocale(language)).select(value) === 'one' ? 'one' : 'other';
      return t(`settings.shown.points.${rule}`, { value: plain });
    }
    case 'points-per-usd':
      return t('settings.shown.pointsPerUsd', { value: plain });
    case 'level':
      return `VIP ${plain}`;
    case 'count':
      return plain;
    case 'bytes':
      return value % MEGABYTE === 0
        ? numberIn(language, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(
            value / MEGABYTE,
          )
        : numberIn(language, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(value / 1024);
    default:
      return numberIn(language, { style: 'unit', unit: TIME_UNITS[unit], unitDisplay: 'long' }).format(value);
  }
}

/** A stored value as the operator reads it in the list: in its unit, in the console's language. */
export function showSetting(unit: SettingUnit, value: unknown, language: Language, t: TFunction): string {
  if (isNumberSettingUnit(unit) && typeof value === 'number') return showNumber(unit, value, language, t);
  if (unit === 'boolean') return value === true ? t('settings.on') : t('settings.off');
  if (unit === 'minor-list' && Array.isArray(value)) {
    return value.length === 0
      ? t('settings.none')
      : `${value.map((v) => formatMinor(Number(v))).join(' · ')}\u00a0${CURRENCY_LABEL}`;
  }
  if (unit === 'texts' && isTexts(value)) return value[language] || t('settings.none');
  if (unit === 'messages' && isTexts(value)) return (value as unknown as Messages)[language].title;
  if (typeof value !== 'string') return JSON.stringify(value);
  if (value === '') return t('settings.none');
  return unit === 'instant' ? dateTime(value) : value;
}

/** What the operator types for a unit, shown after the field ("USD", "%", "hours"). */
export function inputUnitLabel(unit: SettingUnit, t: TFunction): string | null {
  switch (unit) {
    case 'minor':
    case 'minor-list':
    case 'usd':
      return CURRENCY_LABEL;
    case 'bps':
      return '%';
    case 'points':
    case 'points-per-usd':
    case 'days':
    case 'hours':
    case 'minutes':
    case 'seconds':
    case 'milliseconds':
    case 'bytes':
      return t(`settings.inputUnit.${unit}`);
    default:
      return null;
  }
}

/** The stored value as the form holds it: numbers as text in their unit, instants as local time. */
export function toForm(unit: SettingUnit, value: unknown): unknown {
  if (isNumberSettingUnit(unit) && typeof value === 'number') return numberToInput(unit, value);
  if (unit === 'minor-list' && Array.isArray(value)) return minorListToInput(value.map(Number));
  if (unit === 'instant' && typeof value === 'string') return value === '' ? '' : isoToLocalInput(value);
  return value;
}

/** A field's text: what an input holds, or empty while it holds nothing. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The form's value back to what is stored; only called once `formProblem` found nothing. */
export function fromForm(unit: SettingUnit, value: unknown): unknown {
  if (isNumberSettingUnit(unit)) return numberFromInput(unit, fieldText(value));
  if (unit === 'minor-list') return minorListFromInput(fieldText(value));
  if (unit === 'instant') return fieldText(value) === '' ? '' : localInputToIso(fieldText(value));
  if (unit === 'text' || unit === 'url' || unit === 'pattern') return fieldText(value);
  return value;
}

function rangeProblem(
  unit: NumberSettingUnit,
  value: number,
  schema: FieldSchema,
  language: Language,
  t: TFunction,
): Problem | null {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  // zod writes the safe-integer bound as the maximum of every integer: no limit an operator would meet.
  const rawMax = schema.maximum ?? schema.exclusiveMaximum;
  const max = rawMax !== undefined && rawMax < Number.MAX_SAFE_INTEGER ? rawMax : undefined;
  if ((min === undefined || value >= min) && (max === undefined || value <= max)) return null;
  const show = (bound: number) => showNumber(unit, bound, language, t);
  if (max === undefined) return { key: 'validation.atLeast', values: { min: show(min ?? 0) } };
  return { key: 'validation.range', values: { min: show(min ?? 0), max: show(max) } };
}

const UNIT_FORMAT_KEY: Partial<Record<NumberSettingUnit, string>> = {
  minor: 'validation.amount',
  bps: 'validation.percent',
};

/**
 * Checks what the operator typed before anything is sent, in the setting's unit: a malformed number,
 * one out of the schema's range (the bounds shown in the unit too), a list that does not rise, a
 * text too long or not matching. The server validates the full schema again.
 */
export function formProblem(
  unit: SettingUnit,
  value: unknown,
  rawSchema: unknown,
  language: Language,
  t: TFunction,
): Problem | null {
  const schema = asFieldSchema(rawSchema);
  if (isNumberSettingUnit(unit)) {
    let stored: number;
    try {
      stored = numberFromInput(unit, fieldText(value));
    } catch {
      return { key: UNIT_FORMAT_KEY[unit] ?? 'validation.wholeNumber' };
    }
    return rangeProblem(unit, stored, schema, language, t);
  }
  if (unit === 'minor-list') {
    let list: number[];
    try {
      list = minorListFromInput(fieldText(value));
    } catch {
      return { key: 'validation.amounts' };
    }
    if (list.some((v, i) => v <= 0 || (i > 0 && v <= (list[i - 1] ?? 0))))
      return { key: 'validation.rising' };
    if (schema.maxItems !== undefined && list.length > schema.maxItems)
      return { key: 'validation.maxItems', values: { max: schema.maxItems } };
    return null;
  }
  const text = fieldText(value);
  if (unit === 'url' && text !== '' && !/^https?:\/\/[^\s]+$/.test(text)) return { key: 'validation.url' };
  if (unit === 'pattern') {
    try {
      new RegExp(text);
    } catch {
      return { key: 'validation.pattern' };
    }
  }
  if (unit === 'text' || unit === 'pattern' || unit === 'time-of-day') return lengthProblem(text, schema);
  return null;
}
