import { randomInt } from 'node:crypto';
import type {
  Bargain,
  BargainEvent,
  BargainStatus,
  BargainSummary,
  CallResponse,
  Language,
  bargainEvents,
} from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { BargainsTable } from '../../platform/db/tables/bargain.js';
import { forUpdate, inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { maskPhone } from '@cloudmine/api';
import type { bargainSettings } from './bargain-settings.js';
import { cutAmount, type RandomInt } from './cut-amount.js';

type BargainSettings = SettingsReader<typeof bargainSettings & typeof platformSettings>;

/**
 * What buying at the floor needs from the mall: an order for the product at the given price, paid
 * from the member's balance, in the caller's transaction.
 */
export interface BargainPurchaser {
  purchaseAtPrice(
    trx: Trx,
    input: {
      memberId: number;
      productId: number;
      priceMinor: number;
      reference: { kind: string; id: number };
    },
  ): Promise<{ orderId: number }>;
}

export interface BargainDeps {
  db: Database;
  clock: Clock;
  settings: BargainSettings;
  /** The mall, which sells the product at the floor price. */
  mall: BargainPurchaser;
  /** Draws cut amounts; tests may fix it. */
  random?: RandomInt;
}

type BargainRow = Selectable<BargainsTable>;
type Titles = Partial<Record<Language, string>>;

function title(titlesJson: string, language: Language): string {
  const titles = JSON.parse(titlesJson) as Titles;
  return titles[language] || titles.en || '';
}

function firstImage(imageUrlsJson: string | null): string | null {
  if (imageUrlsJson === null) return null;
  const urls = JSON.parse(imageUrlsJson) as unknown;
  return Array.isArray(urls) && typeof urls[0] === 'string' ? urls[0] : null;
}

export function bargainStatus(row: Pick<BargainRow, 'status' | 'expires_at'>, now: Date): BargainStatus {
  if (row.status === 'bought') return 'bought';
  return row.expires_at <= now.toISOString() ? 'expired' : row.status;
}

/** Is `member` within `levels` team levels below `initiatorId`? */
function isSubordinate(
  member: { inviter_id: number | null; upline2_id: number | null; upline3_id: number | null },
  initiatorId: number,
  levels: number,
): boolean {
  return [member.inviter_id, member.upline2_id, member.upline3_id].slice(0, levels).includes(initiatorId);
}

export function createBargainService(deps: BargainDeps) {
  const { db, clock, settings } = deps;
  const random: RandomInt = deps.random ?? ((min, max) => randomInt(min, max + 1));

  /** The activity switch and its end time (settings), checked before anything else. */
  async function assertActivityRunning(now: Date): Promise<void> {
    if (!(await settings.get('bargain.open'))) throw new AppError('bargain_not_open');
    const endsAt = await settings.get('bargain.ends_at');
    if (endsAt !== '' && now.getTime() >= Date.parse(endsAt)) throw new AppError('bargain_ended');
  }

  function baseQuery(executor: Executor) {
    return executor
      .selectFrom('bargains as b')
      .innerJoin('bargain_events as e', 'e.id', 'b.event_id')
      .innerJoin('members as i', 'i.id', 'b.initiator_id')
      .selectAll('b')
      .select(['e.titles_json', 'i.phone as initiator_phone']);
  }

  /** Bargains as `viewerId` sees them, chosen and ordered by `query`. */
  async function summaries(
    executor: Executor,
    viewerId: number,
    language: Language,
    query: (qb: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>,
  ): Promise<BargainSummary[]> {
    const rows = await query(baseQuery(executor)).execute();
    if (rows.length === 0) return [];
    const now = clock.now();
    const cutByViewer = await executor
      .selectFrom('bargain_cuts')
      .select('bargain_id')
      .where('cutter_id', '=', viewerId)
      .where(
        'bargain_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const cut = new Set(cutByViewer.map((row) => row.bargain_id));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      productId: row.product_id,
      title: title(row.titles_json, language),
      initiator: maskPhone(row.initiator_phone),
      originalPriceMinor: row.original_price_minor,
      floorPriceMinor: row.floor_price_minor,
      priceMinor: row.price_minor,
      cutsRequired: row.cuts_required,
      cutsMade: row.cuts_made,
      status: bargainStatus(row, now),
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      orderId: row.order_id,
      mine: row.initiator_id === viewerId,
      cutByMe: cut.has(row.id),
    }));
  }

  async function withCuts(executor: Executor, summary: BargainSummary): Promise<Bargain> {
    const cuts = await executor
      .selectFrom('bargain_cuts as c')
      .innerJoin('members as m', 'm.id', 'c.cutter_id')
      .select(['m.phone', 'm.nickname', 'c.amount_minor', 'c.created_at'])
      .where('c.bargain_id', '=', summary.id)
      .orderBy('c.id', 'desc')
      .execute();
    return {
      ...summary,
      cuts: cuts.map((c) => ({
        maskedPhone: maskPhone(c.phone),
        nickname: c.nickname,
        amountMinor: c.amount_minor,
        createdAt: c.created_at,
      })),
    };
  }

  async function load(executor: Executor, viewerId: number, bargainId: number, language: Language) {
    const [summary] = await summaries(executor, viewerId, language, (qb) => qb.where('b.id', '=', bargainId));
    invariant(summary, `bargain ${bargainId} exists`);
    return withCuts(executor, summary);
  }

  return {
    async events(memberId: number, language: Language): Promise<CallResponse<typeof bargainEvents>> {
      const rows = await db
        .selectFrom('bargain_events as e')
        .leftJoin('mining_products as p', 'p.id', 'e.product_id')
        .selectAll('e')
        .select('p.image_urls_json')
        .where('e.active', '=', 1)
        .orderBy('e.id', 'desc')
        .limit(50)
        .execute();
      const latest = new Map<number, number>();
      if (rows.length > 0) {
        const mine = await db
          .selectFrom('bargains')
          .select(['event_id', (eb) => eb.fn.max('id').as('id')])
          .where('initiator_id', '=', memberId)
          .where(
            'event_id',
            'in',
            rows.map((row) => row.id),
          )
          .groupBy('event_id')
          .execute();
        for (const row of mine) latest.set(row.event_id, Number(row.id));
      }
      const endsAt = await settings.get('bargain.ends_at');
      const now = clock.now();
      return {
        open: (await settings.get('bargain.open')) && (endsAt === '' || now.getTime() < Date.parse(endsAt)),
        endsAt: endsAt === '' ? null : new Date(endsAt).toISOString(),
        minVipLevel: await settings.get('bargain.min_vip_level'),
        registeredTodayOnly: await settings.get('bargain.registered_today_only'),
        events: rows.map((row): BargainEvent => ({
          id: row.id,
          productId: row.product_id,
          title: title(row.titles_json, language),
          imageUrl: firstImage(row.image_urls_json),
          originalPriceMinor: row.original_price_minor,
          floorPriceMinor: row.floor_price_minor,
          cutsRequired: row.cuts_required,
          myBargainId: latest.get(row.id) ?? null,
        })),
      };
    },

    /**
     * Starts a bargain. Refusals in order: not open, ended, unknown event (wrong event id), event
     * closed (not open), the initiator's level, the per-member limit (a conditional update on the
     * member's quota row, so concurrent starts cannot pass it).
     */
    async start(memberId: number, eventId: number, language: Language): Promise<Bargain> {
      const now = clock.now();
      await assertActivityRunning(now);
      const minLevel = await settings.get('bargain.min_vip_level');
      const limit = await settings.get('bargain.max_per_member');
      const hours = await settings.get('bargain.duration_hours');
      return inTransaction(db, async (trx) => {
        const event = await trx
          .selectFrom('bargain_events')
          .selectAll()
          .where('id', '=', eventId)
          .executeTakeFirst();
        if (!event) throw new AppError('bargain_event_id_wrong');
        if (event.active !== 1) throw new AppError('bargain_not_open');
        const member = await trx
          .selectFrom('members')
          .select('vip_level')
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow();
        if (member.vip_level < minLevel) throw new AppError('bargain_level');

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
        if (Number(counted.numUpdatedRows) !== 1) throw new AppError('bargain_limit_reached');

        const { id } = await trx
          .insertInto('bargains')
          .values({
            event_id: event.id,
            initiator_id: memberId,
            product_id: event.product_id,
            original_price_minor: event.original_price_minor,
            floor_price_minor: event.floor_price_minor,
            price_minor: event.original_price_minor,
            cuts_required: event.cuts_required,
            cuts_made: 0,
            status: 'open',
            order_id: null,
            expires_at: new Date(now.getTime() + hours * 3_600_000).toISOString(),
            created_at: now.toISOString(),
            completed_at: null,
            bought_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return load(trx, memberId, id, language);
      });
    },

    /** Only the initiator and the initiator's subordinates see a bargain. */
    async detail(memberId: number, bargainId: number, language: Language): Promise<Bargain> {
      const row = await db
        .selectFrom('bargains')
        .select(['id', 'initiator_id'])
        .where('id', '=', bargainId)
        .executeTakeFirst();
      if (!row) throw new AppError('bargain_event_id_wrong');
      if (row.initiator_id !== memberId) {
        const viewer = await db
          .selectFrom('members')
          .select(['inviter_id', 'upline2_id', 'upline3_id'])
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow();
        if (!isSubordinate(viewer, row.initiator_id, await settings.get('bargain.subordinate_levels'))) {
          throw new AppError('bargain_not_subordinate');
        }
      }
      return load(db, memberId, bargainId, language);
    },

    /**
     * One subordinate's cut. The bargain row is locked for the transaction (PostgreSQL; SQLite
     * serializes writers), so concurrent cuts apply one after another on the current price; the
     * unique (bargain, cutter) index and the price >= floor CHECK back the rules up in the database.
     */
    async cut(
      memberId: number,
      bargainId: number,
      language: Language,
    ): Promise<{ cutMinor: number; bargain: Bargain }> {
      const now = clock.now();
      await assertActivityRunning(now);
      const levels = await settings.get('bargain.subordinate_levels');
      const todayOnly = await settings.get('bargain.registered_today_only');
      const today = businessDate(now, await settings.get('business.time_zone'));
      try {
        return await inTransaction(db, async (trx) => {
          const row = await forUpdate(
            trx,
            trx.selectFrom('bargains').selectAll().where('id', '=', bargainId),
          ).executeTakeFirst();
          if (!row) throw new AppError('bargain_event_id_wrong');
          if (row.initiator_id === memberId) throw new AppError('bargain_initiator_cannot_cut');
          const cutter = await trx
            .selectFrom('members')
            .select(['inviter_id', 'upline2_id', 'upline3_id', 'registered_on'])
            .where('id', '=', memberId)
            .executeTakeFirstOrThrow();
          if (!isSubordinate(cutter, row.initiator_id, levels)) throw new AppError('bargain_not_subordinate');
          if (todayOnly && cutter.registered_on !== today)
            throw new AppError('bargain_registered_today_only');
          const already = await trx
            .selectFrom('bargain_cuts')
            .select('id')
            .where('bargain_id', '=', row.id)
            .where('cutter_id', '=', memberId)
            .executeTakeFirst();
          if (already) throw new AppError('bargain_already_cut');
          const status = bargainStatus(row, now);
          if (status === 'expired') throw new AppError('bargain_expired');
          if (status !== 'open') throw new AppError('bargain_ended');

          const amount = cutAmount(
            row.price_minor - row.floor_price_minor,
            row.cuts_required - row.cuts_made,
            random,
          );
          const priceAfter = row.price_minor - amount;
          const reachedFloor = priceAfter === row.floor_price_minor;
          const updated = await trx
            .updateTable('bargains')
            .set({
              price_minor: priceAfter,
              cuts_made: row.cuts_made + 1,
              status: reachedFloor ? 'completed' : 'open',
              completed_at: reachedFloor ? now.toISOString() : null,
            })
            .where('id', '=', row.id)
            .where('status', '=', 'open')
            .where('cuts_made', '=', row.cuts_made)
            .executeTakeFirst();
          invariant(Number(updated.numUpdatedRows) === 1, 'the locked bargain changed under its lock');
          await trx
            .insertInto('bargain_cuts')
            .values({
              bargain_id: row.id,
              cutter_id: memberId,
              amount_minor: amount,
              price_after_minor: priceAfter,
              created_at: now.toISOString(),
            })
            .execute();
          return { cutMinor: amount, bargain: await load(trx, memberId, row.id, language) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('bargain_already_cut');
        throw error;
      }
    },

    /**
     * Buys the product at the floor price, in the caller's transaction (the route runs it once per
     * idempotency key). Only the initiator's own bargain, at its floor, before it expires.
     */
    async buy(
      trx: Trx,
      memberId: number,
      bargainId: number,
    ): Promise<{ orderId: number; priceMinor: number }> {
      const now = clock.now();
      if (!(await settings.get('bargain.open'))) throw new AppError('bargain_not_open');
      const row = await forUpdate(
        trx,
        trx
          .selectFrom('bargains')
          .selectAll()
          .where('id', '=', bargainId)
          .where('initiator_id', '=', memberId),
      ).executeTakeFirst();
      if (!row) throw new AppError('bargain_event_id_wrong');
      const status = bargainStatus(row, now);
      if (status === 'expired') throw new AppError('bargain_expired');
      if (status !== 'completed') throw new AppError('bargain_cannot_buy');
      const { orderId } = await deps.mall.purchaseAtPrice(trx, {
        memberId,
        productId: row.product_id,
        priceMinor: row.floor_price_minor,
        reference: { kind: 'bargain', id: row.id },
      });
      const updated = await trx
        .updateTable('bargains')
        .set({ status: 'bought', order_id: orderId, bought_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      invariant(Number(updated.numUpdatedRows) === 1, 'the locked bargain changed under its lock');
      return { orderId, priceMinor: row.floor_price_minor };
    },

    mine(memberId: number, page: { beforeId?: number; limit: number }, language: Language) {
      return summaries(db, memberId, language, (qb) =>
        qb
          .where('b.initiator_id', '=', memberId)
          .$if(page.beforeId !== undefined, (q) => q.where('b.id', '<', page.beforeId ?? 0))
          .orderBy('b.id', 'desc')
          .limit(page.limit),
      );
    },

    /** Open bargains of the member's uplines, within the levels that may cut. */
    async cuttable(memberId: number, page: { beforeId?: number; limit: number }, language: Language) {
      const member = await db
        .selectFrom('members')
        .select(['inviter_id', 'upline2_id', 'upline3_id'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const uplines = [member.inviter_id, member.upline2_id, member.upline3_id]
        .slice(0, await settings.get('bargain.subordinate_levels'))
        .filter((id): id is number => id !== null);
      if (uplines.length === 0) return [];
      return summaries(db, memberId, language, (qb) =>
        qb
          .where('b.initiator_id', 'in', uplines)
          .where('b.status', '=', 'open')
          .where('b.expires_at', '>', clock.now().toISOString())
          .$if(page.beforeId !== undefined, (q) => q.where('b.id', '<', page.beforeId ?? 0))
          .orderBy('b.id', 'desc')
          .limit(page.limit),
      );
    },
  };
}

export type BargainService = ReturnType<typeof createBargainService>;
