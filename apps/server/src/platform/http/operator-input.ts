import { MoneyError, parseDecimal, type Language, type Minor } from '@cloudmine/api';
import { AppError } from '../errors.js';

/**
 * Texts per language as stored: empty translations are left out, so readers fall back to English
 * instead of showing nothing.
 */
export function compactTexts<T>(
  texts: Partial<Record<Language, T | '' | undefined>>,
): Partial<Record<Language, T>> {
  const out: Partial<Record<Language, T>> = {};
  for (const [language, text] of Object.entries(texts) as Array<[Language, T | '' | undefined]>) {
    if (text !== undefined && text !== '') out[language] = text;
  }
  return out;
}

/** Decimal dollars typed by an operator, as cents; zero only when allowed (minimums, a free floor). */
export function operatorCents(text: string, options: { allowZero?: boolean } = {}): Minor {
  try {
    const cents = parseDecimal(text);
    if (cents === 0 && !options.allowZero) throw new AppError('parameter_error');
    return cents;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('parameter_error');
    throw error;
  }
}

/** Whole positive points typed by an operator. */
export function wholePoints(text: string): number {
  if (!/^[1-9]\d{0,11}$/.test(text.trim())) throw new AppError('enter_integer');
  return Number(text.trim());
}
