import type { CatalogueTexts, Language } from '@cloudmine/api';
import { z } from 'zod';
import { parseStoredJson } from '../../platform/db/stored-json.js';

// Stored texts are read leniently (a missing translation reads as ''): the console always writes all
// three languages, but older rows and the bench seed hold English only.
const storedText = z.string().default('');
const storedLocalized = z.object({ en: storedText, zh: storedText, bd: storedText });
const storedTextsSchema = z.object({
  name: storedLocalized,
  description: storedLocalized.default({ en: '', zh: '', bd: '' }),
});
const storedImagesSchema = z.array(z.string());

/** A product's texts (`texts_json`) in all three languages, as the console edits them. */
export function parseTexts(textsJson: string): CatalogueTexts {
  return parseStoredJson(storedTextsSchema, textsJson, 'texts_json');
}

/** A product's texts in the member's language, English when the translation is missing. */
export function productTexts(textsJson: string, language: Language): { name: string; description: string } {
  const texts = parseTexts(textsJson);
  return {
    name: texts.name[language] || texts.name.en,
    description: texts.description[language] || texts.description.en,
  };
}

export function storedTexts(input: CatalogueTexts): string {
  return JSON.stringify({ name: input.name, description: input.description });
}

/** A product's image addresses (`image_urls_json`). */
export function imageList(json: string): string[] {
  return parseStoredJson(storedImagesSchema, json, 'image_urls_json');
}

export function storedImages(urls: readonly string[]): string {
  return JSON.stringify(urls);
}
