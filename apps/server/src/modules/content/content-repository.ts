import type { CarouselImage, Language, Notice } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';

/** Picks the member's language, falling back to English, then to any text there is. */
export function pickLanguage<T>(texts: Partial<Record<Language, T>>, language: Language): T | undefined {
  return texts[language] ?? texts.en ?? Object.values(texts)[0];
}

export async function listPublishedNotices(
  db: Executor,
  language: Language,
  limit: number,
  now: Date,
): Promise<Notice[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'texts_json', 'published_at'])
    .where('published', '=', 1)
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const texts = JSON.parse(row.texts_json) as Partial<Record<Language, { title: string; content: string }>>;
    const text = pickLanguage(texts, language) ?? { title: '', content: '' };
    return { id: row.id, title: text.title, content: text.content, publishedAt: row.published_at };
  });
}

export async function listActiveCarousel(db: Executor, language: Language): Promise<CarouselImage[]> {
  const rows = await db
    .selectFrom('carousel_images')
    .select(['id', 'image_url', 'titles_json', 'link_path'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.image_url,
    title: pickLanguage(JSON.parse(row.titles_json) as Partial<Record<Language, string>>, language) ?? '',
    linkPath: row.link_path,
  }));
}
