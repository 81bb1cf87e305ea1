import { type CatalogueTexts, type Language, MoneyError, parseDecimal } from '@cloudmine/api';
import { AppError } from '../../platform/errors.js';

/** Product texts as stored (`texts_json`), read in the member's language, English when missing. */
export function productTexts(textsJson: string, language: Language): { name: string; description: string } {
  const texts = JSON.parse(textsJson) as CatalogueTexts;
  return {
    name: texts.name[language] || texts.name.en,
    description: texts.description[language] || texts.description.en,
  };
}

export function storedTexts(input: CatalogueTexts): string {
  return JSON.stringify({ name: input.name, description: input.description });
}

export function parseTexts(textsJson: string): CatalogueTexts {
  return JSON.parse(textsJson) as CatalogueTexts;
}

export function imageList(json: string): string[] {
  return JSON.parse(json) as string[];
}

/** An amount an operator typed in dollars, to cents; `allowZero` for minimums. */
export function operatorCents(text: string, allowZero = false): number {
  try {
    const value = parseDecimal(text);
    if (!allowZero && value === 0) throw new AppError('parameter_error');
    return value;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('parameter_error');
    throw error;
  }
}
