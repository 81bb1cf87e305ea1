import { randomInt } from 'node:crypto';
import {
  maskPhone,
  toMinor,
  type Bargain,
  type BargainEvent,
  type BargainStatus,
  type BargainSummary,
  type CallResponse,
  type Language,
  type bargainEvents,
} from '@cloudmine/api';
import { z } from 'zod';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import { inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { memberContacts, memberStanding } from '../accounts/index.js';
import { hasBoughtMachine, productsByIds } from '../mall/index.js';
import { imageList } from '../investments/index.js';
import {
  activeEvents,
  applyCut,
  bargainsStartedBy,
  bargainWithTitles,
  cutByMember,
  cutsOf,
  findBargain,
  findEvent,
  hasCut,
  insertBargain,
  insertCut,
  latestBargainIds,
  lockBargain,
  markBought,
  openBargainsOf,
  takeQuota,
  type BargainRow,
  type BargainWithTitles,
} from './bargain-repository.js';
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

// The console writes all three languages; a missing one reads as '' (the member sees English then).
const storedTitle = z.string().default('');
const storedTitles = z.object({ en: storedTitle, zh: storedTitle, bd: storedTitle });

/** An event's titles (`titles_json`), as the console wrote them. */
export function eventTitles(titlesJson: string): z.output<typeof storedTitles> {
  return parseStoredJson(storedTitles, titlesJson, 'bargain_events.titles_json');
}

function title(titlesJson: string, language: Language): string {
  const titles = eventTitles(titlesJson);
  return titles[language] || titles.en || '';
}

function bargainStatus(row: Pick<BargainRow, 'status' | 'expires_at'>, now: Date): BargainStatus {
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

  /** Bargains as `viewerId` sees them. */
  async function summaries(
    executor: Executor,
    viewerId: number,
    language: Language,
    rows: BargainWithTitles[],
  ): Promise<BargainSummary[]> {
    if (rows.length === 0) return [];
    const now = clock.now();
    const cut = await cutByMember(
      executor,
      viewerId,
      rows.map((row) => row.id),
    );
    const initiators = await memberContacts(
      executor,
      rows.map((row) => row.initiator_id),
    );
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      productId: row.product_id,
      title: title(row.titles_json, language),
      initiator: maskPhone(initiators.get(row.initiator_id)?.phone ?? ''),
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
    const cuts = await cutsOf(executor, summary.id);
    const cutters = await memberContacts(
      executor,
      cuts.map((c) => c.cutter_id),
    );
    return {
      ...summary,
      cuts: cuts.map((c) => {
        const cutter = cutters.get(c.cutter_id);
        return {
          maskedPhone: maskPhone(cutter?.phone ?? ''),
          nickname: cutter?.nickname ?? '',
          amountMinor: c.amount_minor,
          createdAt: c.created_at,
        };
      }),
    };
  }

  async function load(executor: Executor, viewerId: number, bargainId: number, language: Language) {
    const row = await bargainWithTitles(executor, bargainId);
    const [summary] = await summaries(executor, viewerId, language, row ? [row] : []);
    invariant(summary, `bargain ${bargainId} exists`);
    return withCuts(executor, summary);
  }

  return {
    async events(memberId: number, language: Language): Promise<CallResponse<typeof bargainEvents>> {
      const rows = await activeEvents(db);
      const latest = await latestBargainIds(
        db,
        memberId,
        rows.map((row) => row.id),
      );
      const products = await productsByIds(db, [...new Set(rows.map((row) => row.product_id))]);
      const images = new Map(products.map((product) => [product.id, imageList(product.image_urls_json)]));
      const endsAt = await settings.get('bargain.ends_at');
      const now = clock.now();
      return {
        open: (await settings.get('bargain.open')) && (endsAt === '' || now.getTime() < Date.parse(endsAt)),
        endsAt: endsAt === '' ? null : new Date(endsAt).toISOString(),
        minVipLevel: await settings.get('bargain.min_vip_level'),
        registeredTodayOnly: await settings.get('bargain.registered_today_only'),
        // The rule `start` refuses by, asked here too so the page shows it first.
        needsMachine:
          (await settings.get('bargain.requires_machine')) && !(await hasBoughtMachine(db, memberId)),
        events: rows.map((row): BargainEvent => ({
          id: row.id,
          productId: row.product_id,
          title: title(row.titles_json, language),
          imageUrl: images.get(row.product_id)?.[0] ?? null,
          originalPriceMinor: row.original_price_minor,
          floorPriceMinor: row.floor_price_minor,
          cutsRequired: row.cuts_required,
          myBargainId: latest.get(row.id) ?? null,
        })),
      };
    },

    /**
     * Starts a bargain. Refusals in order: not open, ended, unknown event (wrong event id), event
     * closed (not open), the initiator's level, no machine bought when the setting asks for one
     * (`no_related_products`), the per-member limit (a conditional update on the member's quota
     * row, so concurrent starts cannot pass it).
     */
    async start(memberId: number, eventId: number, language: Language): Promise<Bargain> {
      const now = clock.now();
      await assertActivityRunning(now);
      const minLevel = await settings.get('bargain.min_vip_level');
      const requiresMachine = await settings.get('bargain.requires_machine');
      const limit = await settings.get('bargain.max_per_member');
      const hours = await settings.get('bargain.duration_hours');
      return inTransaction(db, async (trx) => {
        const event = await findEvent(trx, eventId);
        if (!event) throw new AppError('bargain_event_id_wrong');
        if (event.active !== 1) throw new AppError('bargain_not_open');
        const member = await memberStanding(trx, memberId);
        invariant(member, `member ${memberId} exists`);
        if (member.vip_level < minLevel) throw new AppError('bargain_level');
        if (requiresMachine && !(await hasBoughtMachine(trx, memberId)))
          throw new AppError('no_related_products');
        if (!(await takeQuota(trx, eventId, memberId, limit))) throw new AppError('bargain_limit_reached');

        const id = await insertBargain(trx, {
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
        });
        return load(trx, memberId, id, language);
      });
    },

    /** Only the initiator and the initiator's subordinates see a bargain. */
    async detail(memberId: number, bargainId: number, language: Language): Promise<Bargain> {
      const row = await findBargain(db, bargainId);
      if (!row) throw new AppError('bargain_event_id_wrong');
      if (row.initiator_id !== memberId) {
        const viewer = await memberStanding(db, memberId);
        invariant(viewer, `member ${memberId} exists`);
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
          const row = await lockBargain(trx, bargainId);
          if (!row) throw new AppError('bargain_event_id_wrong');
          if (row.initiator_id === memberId) throw new AppError('bargain_initiator_cannot_cut');
          const cutter = await memberStanding(trx, memberId);
          invariant(cutter, `member ${memberId} exists`);
          if (!isSubordinate(cutter, row.initiator_id, levels)) throw new AppError('bargain_not_subordinate');
          if (todayOnly && cutter.registered_on !== today)
            throw new AppError('bargain_registered_today_only');
          if (await hasCut(trx, row.id, memberId)) throw new AppError('bargain_already_cut');
          const status = bargainStatus(row, now);
          if (status === 'expired') throw new AppError('bargain_expired');
          if (status !== 'open') throw new AppError('bargain_ended');

          const amount = cutAmount(
            row.price_minor - row.floor_price_minor,
            row.cuts_required - row.cuts_made,
            random,
          );
          const priceAfter = toMinor(row.price_minor - amount);
          const reachedFloor = priceAfter === row.floor_price_minor;
          const applied = await applyCut(trx, row, {
            price_minor: priceAfter,
            status: reachedFloor ? 'completed' : 'open',
            completed_at: reachedFloor ? now.toISOString() : null,
          });
          invariant(applied, 'the locked bargain changed under its lock');
          await insertCut(trx, {
            bargain_id: row.id,
            cutter_id: memberId,
            amount_minor: toMinor(amount),
            price_after_minor: priceAfter,
            created_at: now.toISOString(),
          });
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
      const row = await lockBargain(trx, bargainId, memberId);
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
      const bought = await markBought(trx, row.id, orderId, now.toISOString());
      invariant(bought, 'the locked bargain changed under its lock');
      return { orderId, priceMinor: row.floor_price_minor };
    },

    async mine(memberId: number, page: { beforeId?: number; limit: number }, language: Language) {
      return summaries(db, memberId, language, await bargainsStartedBy(db, memberId, page));
    },

    /** Open bargains of the member's uplines, within the levels that may cut. */
    async cuttable(memberId: number, page: { beforeId?: number; limit: number }, language: Language) {
      const member = await memberStanding(db, memberId);
      invariant(member, `member ${memberId} exists`);
      const uplines = [member.inviter_id, member.upline2_id, member.upline3_id]
        .slice(0, await settings.get('bargain.subordinate_levels'))
        .filter((id): id is number => id !== null);
      if (uplines.length === 0) return [];
      const rows = await openBargainsOf(db, uplines, clock.now().toISOString(), page);
      return summaries(db, memberId, language, rows);
    },
  };
}

export type BargainService = ReturnType<typeof createBargainService>;
