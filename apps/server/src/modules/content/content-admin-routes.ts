import {
  adminCarouselDelete,
  adminCarouselList,
  adminCarouselSave,
  adminNoticeSave,
  adminNoticesList,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { instantInput } from '../../platform/instant-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts } from '../../platform/http/operator-input.js';
import {
  adminNoticesPage,
  deleteSlide,
  findAdminNotice,
  findAdminSlide,
  insertNotice,
  insertSlide,
  listAdminSlides,
  updateNotice,
  updateSlide,
} from './content-repository.js';

async function required<T>(row: Promise<T | undefined>): Promise<T> {
  const found = await row;
  if (found === undefined) throw new AppError('not_found');
  return found;
}

/**
 * Creates a row, or updates the one `id` names (`not_found` when there is none), and answers it as
 * the console shows it, before and after, for the audit entry.
 */
async function save<T>(
  id: number | undefined,
  rows: {
    find(id: number): Promise<T | undefined>;
    insert(): Promise<number>;
    update(id: number): Promise<void>;
  },
): Promise<{ id: number; before: T | undefined; after: T }> {
  const before = id === undefined ? undefined : await required(rows.find(id));
  const savedId = id ?? (await rows.insert());
  if (id !== undefined) await rows.update(id);
  return { id: savedId, before, after: await required(rows.find(savedId)) };
}

/** Operator calls that manage what notice/list and carousel/images show (permission content.manage). */
export function contentAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminNoticesList, (input) => adminNoticesPage(db, input));

  adminAction(scope, deps, adminNoticeSave, async (input, { now }, trx) => {
    const values = {
      texts_json: JSON.stringify(compactTexts(input.texts)),
      published: input.published ? 1 : 0,
      published_at: input.publishedAt === undefined ? now.toISOString() : instantInput(input.publishedAt),
    };
    const { id, before, after } = await save(input.id, {
      find: (noticeId) => findAdminNotice(trx, noticeId),
      insert: () => insertNotice(trx, values, now.toISOString()),
      update: (noticeId) => updateNotice(trx, noticeId, values),
    });
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

  route(scope, deps, adminCarouselList, async () => ({ items: await listAdminSlides(db) }));

  adminAction(scope, deps, adminCarouselSave, async (input, { now }, trx) => {
    const values = {
      image_url: input.imageUrl,
      titles_json: JSON.stringify(compactTexts(input.titles)),
      link_path: input.linkPath,
      sort_order: input.sortOrder,
      active: input.active ? 1 : 0,
    };
    const { id, before, after } = await save(input.id, {
      find: (slideId) => findAdminSlide(trx, slideId),
      insert: () => insertSlide(trx, values, now.toISOString()),
      update: (slideId) => updateSlide(trx, slideId, values),
    });
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
    const before = await required(findAdminSlide(trx, input.id));
    await deleteSlide(trx, input.id);
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
