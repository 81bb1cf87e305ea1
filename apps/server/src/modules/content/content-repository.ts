import type { CarouselImage, Language, Notice } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { CarouselImagesTable, NoticesTable } from '../../platform/db/tables/content.js';
import type { Executor } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';
import {
  editableArticles,
  NO_ARTICLE,
  pickLanguage,
  storedArticles,
  storedTitles,
} from './localized-text.js';

/** Notices (`notices`) and the home carousel (`carousel_images`), as members and operators see them. */

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
    const texts = parseStoredJson(storedArticles, row.texts_json, 'notices.texts_json');
    const text = pickLanguage(texts, language) ?? NO_ARTICLE;
    return { id: row.id, title: text.title, content: text.content, publishedAt: row.published_at };
  });
}

/** The image Home shows first (its largest element): index.html preloads it. */
export async function firstCarouselImageUrl(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('carousel_images')
    .select('image_url')
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.image_url ?? null;
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
    title:
      pickLanguage(parseStoredJson(storedTitles, row.titles_json, 'carousel_images.titles_json'), language) ??
      '',
    linkPath: row.link_path,
  }));
}

// The operator console

function adminNotice(row: Selectable<NoticesTable>) {
  return {
    id: row.id,
    texts: editableArticles(parseStoredJson(storedArticles, row.texts_json, 'notices.texts_json')),
    published: row.published === 1,
    publishedAt: row.published_at,
    createdAt: row.created_at,
  };
}
export type AdminNotice = ReturnType<typeof adminNotice>;

function adminSlide(row: Selectable<CarouselImagesTable>) {
  const titles = parseStoredJson(storedTitles, row.titles_json, 'carousel_images.titles_json');
  return {
    id: row.id,
    imageUrl: row.image_url,
    titles: { en: titles.en ?? '', zh: titles.zh ?? '', bd: titles.bd ?? '' },
    linkPath: row.link_path,
    sortOrder: row.sort_order,
    active: row.active === 1,
    createdAt: row.created_at,
  };
}
export type AdminSlide = ReturnType<typeof adminSlide>;

/** Every notice, newest published first, published or not. */
export function adminNoticesPage(db: Executor, page: { page: number; pageSize: number }) {
  return adminPage(
    db.selectFrom('notices'),
    page,
    (qb) => qb.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc'),
    adminNotice,
  );
}

export async function findAdminNotice(db: Executor, id: number): Promise<AdminNotice | undefined> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row && adminNotice(row);
}

export interface NoticeValues {
  texts_json: string;
  published: number;
  published_at: string;
}

export async function insertNotice(db: Executor, values: NoticeValues, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto('notices')
    .values({ ...values, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateNotice(db: Executor, id: number, values: NoticeValues): Promise<void> {
  await db.updateTable('notices').set(values).where('id', '=', id).execute();
}

/** Every slide in the order the carousel shows them, active or not. */
export async function listAdminSlides(db: Executor): Promise<AdminSlide[]> {
  const rows = await db
    .selectFrom('carousel_images')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(adminSlide);
}

export async function findAdminSlide(db: Executor, id: number): Promise<AdminSlide | undefined> {
  const row = await db.selectFrom('carousel_images').selectAll().where('id', '=', id).executeTakeFirst();
  return row && adminSlide(row);
}

export interface SlideValues {
  image_url: string;
  titles_json: string;
  link_path: string;
  sort_order: number;
  active: number;
}

export async function insertSlide(db: Executor, values: SlideValues, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto('carousel_images')
    .values({ ...values, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSlide(db: Executor, id: number, values: SlideValues): Promise<void> {
  await db.updateTable('carousel_images').set(values).where('id', '=', id).execute();
}

export async function deleteSlide(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('carousel_images').where('id', '=', id).execute();
}
