import {
  adminBargainEventsCreate,
  adminBargainEventsList,
  adminBargainEventsSetActive,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { findProduct } from '../mall/mall-repository.js';

/** Events with how many of their bargains were started, reached the floor and were bought. */
function eventRows(executor: Executor) {
  return executor
    .selectFrom('bargain_events as e')
    .selectAll('e')
    .select((eb) => [
      eb
        .selectFrom('bargains as b')
        .whereRef('b.event_id', '=', 'e.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('started'),
      eb
        .selectFrom('bargains as b')
        .whereRef('b.event_id', '=', 'e.id')
        .where('b.status', 'in', ['completed', 'bought'])
        .select(eb.fn.countAll<number>().as('n'))
        .as('completed'),
      eb
        .selectFrom('bargains as b')
        .whereRef('b.event_id', '=', 'e.id')
        .where('b.status', '=', 'bought')
        .select(eb.fn.countAll<number>().as('n'))
        .as('bought'),
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventRows>['executeTakeFirstOrThrow']>>;

function toAdminEvent(row: EventRow) {
  return {
    id: row.id,
    productId: row.product_id,
    titles: JSON.parse(row.titles_json) as { en: string; zh: string; bd: string },
    originalPriceMinor: row.original_price_minor,
    floorPriceMinor: row.floor_price_minor,
    cutsRequired: row.cuts_required,
    active: row.active === 1,
    bargainsStarted: Number(row.started ?? 0),
    bargainsCompleted: Number(row.completed ?? 0),
    bargainsBought: Number(row.bought ?? 0),
    createdAt: row.created_at,
  };
}

export function bargainAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  adminAction(scope, deps, adminBargainEventsCreate, async (input, { now }, trx) => {
    const product = await findProduct(trx, input.productId);
    if (!product) throw new AppError('product_not_found');
    const original =
      input.originalPrice === undefined
        ? product.price_minor
        : operatorCents(input.originalPrice, { allowZero: true });
    const floor = operatorCents(input.floorPrice, { allowZero: true });
    // At least one cent for the floor and for every cut, so every cut lowers the price; the mall
    // sells at most at its own price.
    if (floor < 1 || original - floor < input.cutsRequired || original > product.price_minor) {
      throw new AppError('parameter_error');
    }
    const { id } = await trx
      .insertInto('bargain_events')
      .values({
        product_id: input.productId,
        titles_json: JSON.stringify(input.titles),
        original_price_minor: original,
        floor_price_minor: floor,
        cuts_required: input.cutsRequired,
        active: 1,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = toAdminEvent(await eventRows(trx).where('e.id', '=', id).executeTakeFirstOrThrow());
    return {
      data: event,
      audit: {
        action: 'bargain_event.create',
        targetKind: 'bargain_event',
        targetId: id,
        after: event,
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminBargainEventsSetActive, async (input, _context, trx) => {
    const before = await eventRows(trx).where('e.id', '=', input.eventId).executeTakeFirst();
    if (!before) throw new AppError('bargain_event_id_wrong');
    await trx
      .updateTable('bargain_events')
      .set({ active: input.active ? 1 : 0 })
      .where('id', '=', input.eventId)
      .execute();
    const after = toAdminEvent(
      await eventRows(trx).where('e.id', '=', input.eventId).executeTakeFirstOrThrow(),
    );
    return {
      data: after,
      audit: {
        action: input.active ? 'bargain_event.open' : 'bargain_event.close',
        targetKind: 'bargain_event',
        targetId: input.eventId,
        before: { active: before.active === 1 },
        after: { active: after.active },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminBargainEventsList, async (input) => {
    const { total } = await deps.db
      .selectFrom('bargain_events')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await eventRows(deps.db)
      .orderBy('e.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return {
      items: rows.map(toAdminEvent),
      total: Number(total),
      page: input.page,
      pageSize: input.pageSize,
    };
  });
}
