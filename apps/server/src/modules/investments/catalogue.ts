import { type CatalogueTexts, type Language } from '@cloudmine/api';

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
