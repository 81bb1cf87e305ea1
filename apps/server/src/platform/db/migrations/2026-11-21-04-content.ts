import type { Kysely } from 'kysely';
import { portable } from '../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await t
    .id(db.schema.createTable('notices'))
    .addColumn('texts_json', 'text', (col) => col.notNull())
    .addColumn('published', 'integer', t.flag)
    .addColumn('published_at', t.timestamp, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notices_published')
    .on('notices')
    .columns(['published', 'published_at'])
    .execute();

  await t
    .id(db.schema.createTable('carousel_images'))
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('titles_json', 'text', (col) => col.notNull())
    .addColumn('link_path', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', t.flag)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
}
