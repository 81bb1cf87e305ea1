import {
  adminCarouselDelete,
  adminCarouselList,
  adminCarouselSave,
  adminNoticeSave,
  adminNoticesList,
  type Language,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { CarouselImagesTable, NoticesTable } from '../../platform/db/tables/content.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { instantInput } from '../../platform/instant-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts } from '../../platform/http/operator-input.js';

type Article = { title: string; content: string };

function noticeRow(row: Selectable<NoticesTable>) {
  const texts = JSON.parse(row.texts_json) as Partial<Record<Language, Article>>;
  return {
    id: row.id,
    texts: { en: texts.en ?? { title: '', content: '' }, zh: texts.zh, bd: texts.bd },
    published: row.published === 1,
    publishedAt: row.published_at,
    createdAt: row.created_at,
  };
}

function carouselRow(row: Selectable<CarouselImagesTable>) {
  const titles = JSON.parse(row.titles_json) as Partial<Record<Language, string>>;
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

async function findNotice(db: Executor, id: number) {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

async function findSlide(db: Executor, id: number) {
  const row = await db.selectFrom('carousel_images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/** Operator calls that manage what notice/list and carousel/images show (permission content.manage). */
export function contentAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminNoticesList, async (input) => {
    const { total } = await db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('notices')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return { total: Number(total), page: input.page, pageSize: input.pageSize, items: rows.map(noticeRow) };
  });

  adminAction(scope, deps, adminNoticeSave, async (input, { now }, trx) => {
    const publishedAt = input.publishedAt === undefined ? now.toISOString() : instantInput(input.publishedAt);
    const values = {
      texts_json: JSON.stringify(compactTexts(input.texts)),
      published: input.published ? 1 : 0,
      published_at: publishedAt,
    };
    const before = input.id === undefined ? undefined : noticeRow(await findNotice(trx, input.id));
    const id =
      input.id ??
      (
        await trx
          .insertInto('notices')
          .values({ ...values, created_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (before) await trx.updateTable('notices').set(values).where('id', '=', id).execute();
    const after = noticeRow(await findNotice(trx, id));
    return {
      data: after,
      audit: {
        action: before ? 'notice.update' : 'notice.create',
        targetKind: 'notice',
        targetId: id,
        before,
        after,
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminCarouselList, async () => {
    const rows = await db
      .selectFrom('carousel_images')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { items: rows.map(carouselRow) };
  });

  adminAction(scope, deps, adminCarouselSave, async (input, { now }, trx) => {
    const values = {
      image_url: input.imageUrl,
      titles_json: JSON.stringify(compactTexts(input.titles)),
      link_path: input.linkPath,
      sort_order: input.sortOrder,
      active: input.active ? 1 : 0,
    };
    const before = input.id === undefined ? undefined : carouselRow(await findSlide(trx, input.id));
    const id =
      input.id ??
      (
        await trx
          .insertInto('carousel_images')
          .values({ ...values, created_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (before) await trx.updateTable('carousel_images').set(values).where('id', '=', id).execute();
    const after = carouselRow(await findSlide(trx, id));
    return {
      data: after,
      audit: {
        action: before ? 'carousel.update' : 'carousel.create',
        targetKind: 'carousel_image',
        targetId: id,
        before,
        after,
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminCarouselDelete, async (input, _context, trx) => {
    const before = carouselRow(await findSlide(trx, input.id));
    await trx.deleteFrom('carousel_images').where('id', '=', input.id).execute();
    return {
      data: { ok: true as const },
      audit: {
        action: 'carousel.delete',
        targetKind: 'carousel_image',
        targetId: input.id,
        before,
        reason: input.reason,
      },
    };
  });
}
