import type { Generated } from 'kysely';

/** Texts per language as JSON: `{ "en": {...}, "zh": {...}, "bd": {...} }`. */
export interface NoticesTable {
  id: Generated<number>;
  texts_json: string;
  published: number;
  published_at: string;
  created_at: string;
}

export interface CarouselImagesTable {
  id: Generated<number>;
  image_url: string;
  titles_json: string;
  link_path: string;
  sort_order: number;
  active: number;
  created_at: string;
}

export interface ContentTables {
  notices: NoticesTable;
  carousel_images: CarouselImagesTable;
}
