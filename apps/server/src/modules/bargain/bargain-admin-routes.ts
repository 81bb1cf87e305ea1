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
import { findProduct } from '../mall/index.js';
import {
  eventsPage,
  eventWithCounts,
  insertEvent,
  setEventActive,
  type EventWithCounts,
} from './bargain-repository.js';
import { eventTitles } from './bargain-service.js';

function toAdminEvent(row: EventWithCounts) {
  return {
    id: row.id,
    productId: row.product_id,
    titles: eventTitles(row.titles_json),
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

async function adminEvent(db: Executor, id: number) {
  const row = await eventWithCounts(db, id);
  if (!row) throw new AppError('bargain_event_id_wrong');
  return toAdminEvent(row);
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
    const id = await insertEvent(trx, {
      product_id: input.productId,
      titles_json: JSON.stringify(input.titles),
      original_price_minor: original,
      floor_price_minor: floor,
      cuts_required: input.cutsRequired,
      active: 1,
      created_at: now.toISOString(),
    });
    const event = await adminEvent(trx, id);
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
    const before = await adminEvent(trx, input.eventId);
    await setEventActive(trx, input.eventId, input.active);
    const after = await adminEvent(trx, input.eventId);
    return {
      data: after,
      audit: {
        action: input.active ? 'bargain_event.open' : 'bargain_event.close',
        targetKind: 'bargain_event',
        targetId: input.eventId,
        before: { active: before.active },
        after: { active: after.active },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminBargainEventsList, (input) => eventsPage(deps.db, input, toAdminEvent));
}
