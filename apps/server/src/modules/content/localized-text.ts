import type { Language } from '@cloudmine/api';
import { z } from 'zod';

/**
 * Texts stored per language as JSON (`{ "en": …, "zh": …, "bd": … }`), with empty translations left
 * out when written (`compactTexts`). Read through these schemas: notices and member messages store
 * articles, carousel slides store titles.
 */
const article = z.object({ title: z.string(), content: z.string() });
export type Article = z.infer<typeof article>;

export const storedArticles = z.object({
  en: article.optional(),
  zh: article.optional(),
  bd: article.optional(),
});
export type StoredArticles = z.infer<typeof storedArticles>;

export const storedTitles = z.object({
  en: z.string().optional(),
  zh: z.string().optional(),
  bd: z.string().optional(),
});

export const NO_ARTICLE: Article = { title: '', content: '' };

/** Picks the member's language, falling back to English, then to any text there is. */
export function pickLanguage<T>(texts: Partial<Record<Language, T>>, language: Language): T | undefined {
  return texts[language] ?? texts.en ?? Object.values(texts)[0];
}

/** The texts as the console edits them: English always there (empty when missing), others optional. */
export function editableArticles(texts: StoredArticles) {
  return { en: texts.en ?? NO_ARTICLE, zh: texts.zh, bd: texts.bd };
}
