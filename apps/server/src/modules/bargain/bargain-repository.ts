import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type {
  BargainCutsTable,
  BargainEventsTable,
  BargainsTable,
} from '../../platform/db/tables/bargain.js';
import { forUpdate } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';

export type BargainRow = Selectable<BargainsTable>;
export type EventRow = Selectable<BargainEventsTable>;
type KeysetPage = { beforeId?: number | undefined; limit: number };

// Events

export function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('bargain_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest 50 active events, newest first. */
export function activeEvents(db: Executor): Promise<EventRow[]> {
  return db
    .selectFrom('bargain_events')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function insertEvent(db: Executor, values: Insertable<BargainEventsTable>): Promise<number> {
  const row = await db.insertInto('bargain_events').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setEventActive(trx: Trx, id: number, active: boolean): Promise<void> {
  await trx
    .updateTable('bargain_events')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

type EventsScope = DB & { e: BargainEventsTable };

/** How many of an event's bargains were started, reached the floor and were bought. */
function eventCounts(eb: ExpressionBuilder<EventsScope, 'e'>) {
  const ofEvent = () => eb.selectFrom('bargains as b').whereRef('b.event_id', '=', 'e.id');
  return [
    ofEvent().select(eb.fn.countAll<number>().as('n')).as('started'),
    ofEvent()
      .where('b.status', 'in', ['completed', 'bought'])
      .select(eb.fn.countAll<number>().as('n'))
      .as('completed'),
    ofEvent().where('b.status', '=', 'bought').select(eb.fn.countAll<number>().as('n')).as('bought'),
  ];
}

export function eventWithCounts(db: Executor, id: number) {
  return db
    .selectFrom('bargain_events as e')
    .selectAll('e')
    .select(eventCounts)
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export type EventWithCounts = NonNullable<Awaited<ReturnType<typeof eventWithCounts>>>;

/** Every event with its counts, newest first, for the console. */
export function eventsPage<Item>(
  db: Executor,
  input: { page: number; pageSize: number },
  toItem: (row: EventWithCounts) => Item,
) {
  return adminPage(
    db.selectFrom('bargain_events as e'),
    input,
    (qb) => qb.selectAll('e').select(eventCounts).orderBy('e.id', 'desc'),
    toItem,
  );
}

// Quotas

/**
 * Counts one more bargain started by the member on the event, only below `limit`: a conditional
 * update on the member's quota row, so concurrent starts cannot pass it. Answers whether it counted.
 */
export async function takeQuota(
  trx: Trx,
  eventId: number,
  memberId: number,
  limit: number,
): Promise<boolean> {
  await trx
    .insertInto('bargain_quotas')
    .values({ event_id: eventId, member_id: memberId, started: 0 })
    .onConflict((oc) => oc.columns(['event_id', 'member_id']).doNothing())
    .execute();
  const counted = await trx
    .updateTable('bargain_quotas')
    .set({ started: sql<number>`started + 1` })
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .where('started', '<', limit)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

// Bargains

/** The member's latest bargain on each of the events, by event id. */
export async function latestBargainIds(
  db: Executor,
  memberId: number,
  eventIds: number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bargains')
    .select(['event_id', (eb) => eb.fn.max('id').as('id')])
    .where('initiator_id', '=', memberId)
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.id)]));
}

export async function insertBargain(trx: Trx, values: Insertable<BargainsTable>): Promise<number> {
  const row = await trx.insertInto('bargains').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findBargain(db: Executor, id: number): Promise<BargainRow | undefined> {
  return db.selectFrom('bargains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The bargain's row locked for the transaction (only the initiator's, when given). */
export function lockBargain(trx: Trx, id: number, initiatorId?: number): Promise<BargainRow | undefined> {
  return forUpdate(
    trx,
    trx
      .selectFrom('bargains')
      .selectAll()
      .where('id', '=', id)
      .$if(initiatorId !== undefined, (qb) => qb.where('initiator_id', '=', initiatorId ?? 0)),
  ).executeTakeFirst();
}

/** Lowers the price by one cut, only from the figures the caller read: answers whether it applied. */
export async function applyCut(
  trx: Trx,
  row: Pick<BargainRow, 'id' | 'cuts_made'>,
  after: Pick<BargainRow, 'price_minor' | 'status' | 'completed_at'>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('bargains')
    .set({ ...after, cuts_made: row.cuts_made + 1 })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .where('cuts_made', '=', row.cuts_made)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Marks a bargain at its floor bought with its order: answers whether it was still at the floor. */
export async function markBought(trx: Trx, id: number, orderId: number, at: string): Promise<boolean> {
  const updated = await trx
    .updateTable('bargains')
    .set({ status: 'bought', order_id: orderId, bought_at: at })
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

function withEvent(db: Executor) {
  return db
    .selectFrom('bargains as b')
    .innerJoin('bargain_events as e', 'e.id', 'b.event_id')
    .selectAll('b')
    .select('e.titles_json');
}

export type BargainWithTitles = BargainRow & { titles_json: string };

export function bargainWithTitles(db: Executor, id: number): Promise<BargainWithTitles | undefined> {
  return withEvent(db).where('b.id', '=', id).executeTakeFirst();
}

/** Bargains the member started, newest first, keyset-paged by id. */
export function bargainsStartedBy(
  db: Executor,
  memberId: number,
  page: KeysetPage,
): Promise<BargainWithTitles[]> {
  return withEvent(db)
    .where('b.initiator_id', '=', memberId)
    .$if(page.beforeId !== undefined, (q) => q.where('b.id', '<', page.beforeId ?? 0))
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** Open, unexpired bargains started by any of `initiatorIds`, newest first, keyset-paged by id. */
export function openBargainsOf(
  db: Executor,
  initiatorIds: number[],
  now: string,
  page: KeysetPage,
): Promise<BargainWithTitles[]> {
  return withEvent(db)
    .where('b.initiator_id', 'in', initiatorIds)
    .where('b.status', '=', 'open')
    .where('b.expires_at', '>', now)
    .$if(page.beforeId !== undefined, (q) => q.where('b.id', '<', page.beforeId ?? 0))
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .execute();
}

// Cuts

export async function hasCut(db: Executor, bargainId: number, cutterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bargain_cuts')
    .select('id')
    .where('bargain_id', '=', bargainId)
    .where('cutter_id', '=', cutterId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of the bargains the member has cut. */
export async function cutByMember(
  db: Executor,
  cutterId: number,
  bargainIds: number[],
): Promise<Set<number>> {
  if (bargainIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bargain_cuts')
    .select('bargain_id')
    .where('cutter_id', '=', cutterId)
    .where('bargain_id', 'in', bargainIds)
    .execute();
  return new Set(rows.map((row) => row.bargain_id));
}

export async function insertCut(trx: Trx, values: Insertable<BargainCutsTable>): Promise<void> {
  await trx.insertInto('bargain_cuts').values(values).execute();
}

/** A bargain's cuts, newest first. */
export function cutsOf(db: Executor, bargainId: number) {
  return db
    .selectFrom('bargain_cuts')
    .select(['cutter_id', 'amount_minor', 'created_at'])
    .where('bargain_id', '=', bargainId)
    .orderBy('id', 'desc')
    .execute();
}
