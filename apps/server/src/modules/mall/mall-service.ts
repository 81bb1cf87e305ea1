import {
  applyRateBps,
  FUND_RECORD_TYPES,
  MAX_REBATE_BPS,
  MINER_SELL_WINDOW_DAYS,
  toMinor,
  type Language,
  type MiningOrder,
  type MiningOrderState,
  type MiningProduct,
} from '@cloudmine/api';
import { sql } from 'kysely';
import type { Ledger } from '../../ledger/ledger.js';
import { runOnce } from '../../ledger/idempotency.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { forUpdate, inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { CouponsService } from '../coupons/coupons-service.js';
import { scheduleFrom } from '../investments/daily-schedule.js';
import type { Investments } from '../investments/investments.js';
import type { DailySettlement } from '../investments/settlement.js';
import { payDueDays } from '../investments/term-payouts.js';
import type { mallSettings } from './mall-settings.js';
import {
  boughtQuantities,
  boughtQuantity,
  canSell,
  findProduct,
  toOrder,
  toProduct,
  type OrderRow,
} from './mall-repository.js';

const DAY_MS = 86_400_000;

interface MallConfig {
  startWindowDays: number;
  sellRefundBps: number;
  rebateRatesBps: readonly number[];
  vipThresholdsMinor: readonly number[];
  timeZone: string;
}

/** What selling an order back refunds: the set share of what was paid, minus the income it paid. */
export function refundFor(
  order: Pick<OrderRow, 'paid_minor' | 'income_paid_minor'>,
  sellRefundBps: number,
): number {
  return Math.max(0, applyRateBps(toMinor(order.paid_minor), sellRefundBps) - order.income_paid_minor);
}

export interface PurchaseAtPriceInput {
  memberId: number;
  productId: number;
  /** The price agreed elsewhere (e.g. a bargain), in cents, for one machine. */
  priceMinor: number;
  /** What the order comes from; one order per reference, ever. */
  reference: { kind: string; id: string | number };
}

interface PlaceOrder {
  memberId: number;
  productId: number;
  quantity: number;
  couponId?: number | undefined;
  /** Replaces the list price (bargains); no coupon then. */
  priceMinor?: number;
  source?: { kind: string; id: string };
}

type MallSettings = SettingsReader<typeof mallSettings & typeof platformSettings>;

export interface MallDeps {
  db: Database;
  clock: Clock;
  settings: MallSettings;
  ledger: Ledger;
  coupons: CouponsService;
  investments: Investments;
}

export function createMallService(deps: MallDeps) {
  const { db, clock, settings, ledger, coupons, investments } = deps;

  /**
   * The settings a purchase, start or sale needs, read before its transaction opens: on PostgreSQL
   * settings come from the same connection pool, and transactions waiting inside for a settings read
   * could hold every connection.
   */
  async function config(): Promise<MallConfig> {
    return {
      startWindowDays: await settings.get('mall.start_window_days'),
      sellRefundBps: await settings.get('mall.sell_refund_bps'),
      rebateRatesBps: [
        await settings.get('mall.rebate_level1_bps'),
        await settings.get('mall.rebate_level2_bps'),
        await settings.get('mall.rebate_level3_bps'),
      ],
      vipThresholdsMinor: await investments.thresholds(),
      timeZone: await settings.get('business.time_zone'),
    };
  }

  async function orderView(
    executor: Executor,
    order: OrderRow,
    language: Language,
    sellRefundBps: number,
  ): Promise<MiningOrder> {
    const product = await findProduct(executor, order.product_id);
    invariant(product, `order ${order.id} has its product`);
    return toOrder(order, product, language, clock.now(), refundFor(order, sellRefundBps));
  }

  /** Team rebates (type 7) to the buyer's three uplines, once per order and level. */
  async function payRebates(
    trx: Trx,
    order: OrderRow,
    uplines: Array<number | null>,
    rates: readonly number[],
  ): Promise<void> {
    const ids = uplines.filter((id): id is number => id !== null && id !== order.member_id);
    if (ids.length === 0 || order.paid_minor === 0) return;
    const active = new Set(
      (
        await trx
          .selectFrom('members')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', 'active')
          .execute()
      ).map((row) => row.id),
    );
    // The three levels together never return more than 10% of what the buyer paid (SPEC §9), whatever
    // the settings say; the settings rule refuses more, this keeps it true for older stored values.
    let capLeftBps = MAX_REBATE_BPS;
    for (const [index, uplineId] of uplines.entries()) {
      const level = index + 1;
      const rate = Math.min(rates[index] ?? 0, capLeftBps);
      capLeftBps -= rate;
      if (uplineId === null || uplineId === order.member_id || !active.has(uplineId)) continue;
      const amount = applyRateBps(toMinor(order.paid_minor), rate);
      if (amount <= 0) continue;
      const rebate = await trx
        .insertInto('team_rebates')
        .values({
          order_id: order.id,
          level,
          buyer_id: order.member_id,
          upline_id: uplineId,
          base_minor: order.paid_minor,
          rate_bps: rate,
          amount_minor: amount,
          created_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['order_id', 'level']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!rebate) continue;
      await ledger.post(trx, {
        memberId: uplineId,
        wallet: 'team_balance',
        amount,
        type: FUND_RECORD_TYPES.team_rebate,
        counterAccount: 'rebates',
        reference: { kind: 'team_rebate', id: rebate.id },
        memo: `level ${level} on mining order ${order.id}`,
      });
    }
  }

  /**
   * One purchase, in the caller's transaction. The member's row is locked first, so the member's
   * per-product count and prerequisite are decided with nothing of theirs in flight; stock is taken
   * with a conditional update, so concurrent buyers can never take more than there is.
   */
  async function placeOrder(trx: Trx, input: PlaceOrder, cfg: MallConfig): Promise<OrderRow> {
    const now = clock.now();
    const member = await forUpdate(
      trx,
      trx
        .selectFrom('members')
        .select(['id', 'vip_level', 'inviter_id', 'upline2_id', 'upline3_id'])
        .where('id', '=', input.memberId),
    ).executeTakeFirst();
    invariant(member, `member ${input.memberId} exists`);
    const product = await findProduct(trx, input.productId);
    if (!product) throw new AppError('product_not_found');
    if (product.on_sale !== 1) throw new AppError('product_not_sold');
    if (member.vip_level < product.required_vip_level) throw new AppError('insufficient_level');
    if (product.prerequisite_product_id !== null) {
      const before = await boughtQuantity(trx, member.id, product.prerequisite_product_id);
      if (before === 0) throw new AppError('associated_product_required');
    }
    if (product.max_per_member !== null) {
      const bought = await boughtQuantity(trx, member.id, product.id);
      if (bought + input.quantity > product.max_per_member) throw new AppError('purchase_quantity_exceeded');
    }
    const taken = await trx
      .updateTable('mining_products')
      .set({
        stock: sql<number>`stock - ${input.quantity}`,
        sold_quantity: sql<number>`sold_quantity + ${input.quantity}`,
      })
      .where('id', '=', product.id)
      .where('stock', '>=', input.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('product_sold_out');

    const priceMinor = product.price_minor * input.quantity;
    let discount = 0;
    if (input.priceMinor !== undefined) {
      if (input.priceMinor < 0 || input.priceMinor > product.price_minor)
        throw new AppError('parameter_error');
      discount = priceMinor - input.priceMinor * input.quantity;
    } else if (input.couponId !== undefined) {
      discount = await coupons.quote(trx, {
        memberId: member.id,
        couponId: input.couponId,
        productId: product.id,
        priceMinor,
      });
    }
    const paid = priceMinor - discount;
    const { startWindowDays } = cfg;
    const order = await trx
      .insertInto('mining_orders')
      .values({
        member_id: member.id,
        product_id: product.id,
        quantity: input.quantity,
        unit_price_minor: product.price_minor,
        price_minor: priceMinor,
        discount_minor: discount,
        paid_minor: paid,
        coupon_id: input.couponId ?? null,
        daily_income_minor: product.daily_income_minor * input.quantity,
        term_days: product.term_days,
        status: 'incomplete',
        purchased_at: now.toISOString(),
        start_by: new Date(now.getTime() + startWindowDays * DAY_MS).toISOString(),
        sellable_until: new Date(now.getTime() + MINER_SELL_WINDOW_DAYS * DAY_MS).toISOString(),
        started_at: null,
        next_income_date: null,
        ends_on: null,
        days_paid: 0,
        income_paid_minor: 0,
        sold_at: null,
        refund_minor: 0,
        source_kind: input.source?.kind ?? null,
        source_id: input.source?.id ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.couponId !== undefined && input.priceMinor === undefined) {
      const used = await coupons.redeem(trx, {
        memberId: member.id,
        couponId: input.couponId,
        productId: product.id,
        priceMinor,
        reference: `mining_order:${order.id}`,
      });
      invariant(used === discount, 'the coupon discount did not change within the transaction');
    }
    if (paid > 0) {
      await ledger.post(trx, {
        memberId: member.id,
        wallet: 'balance',
        amount: -paid,
        type: FUND_RECORD_TYPES.buy_mining_machine,
        counterAccount: 'mining_sales',
        reference: { kind: 'mining_order', id: order.id },
        insufficient: 'insufficient_balance',
      });
    }
    await payRebates(
      trx,
      order,
      [member.inviter_id, member.upline2_id, member.upline3_id],
      cfg.rebateRatesBps,
    );
    await investments.record(
      trx,
      { memberId: member.id, kind: 'mining', referenceId: order.id, amountMinor: paid },
      cfg.vipThresholdsMinor,
    );
    return order;
  }

  async function lockedOrder(trx: Trx, memberId: number, orderId: number): Promise<OrderRow | undefined> {
    return forUpdate(
      trx,
      trx.selectFrom('mining_orders').selectAll().where('id', '=', orderId).where('member_id', '=', memberId),
    ).executeTakeFirst();
  }

  async function balanceOf(trx: Executor, memberId: number): Promise<number> {
    const row = await trx
      .selectFrom('wallets')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'balance')
      .executeTakeFirstOrThrow();
    return row.balance_minor;
  }

  const settlement: DailySettlement = {
    name: 'mining-income',
    async listDue(executor, today, afterId, limit) {
      const rows = await executor
        .selectFrom('mining_orders')
        .select('id')
        .where('status', '=', 'running')
        .where('next_income_date', '<=', today)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    async settleOne(trx, id, today, now) {
      const order = await forUpdate(
        trx,
        trx.selectFrom('mining_orders').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (order?.status !== 'running') return 0;
      const item = {
        id: order.id,
        memberId: order.member_id,
        dailyMinor: order.daily_income_minor,
        termDays: order.term_days,
        daysPaid: order.days_paid,
        paidMinor: order.income_paid_minor,
        nextDate: order.next_income_date,
        principalMinor: 0,
      };
      return payDueDays(trx, ledger, item, today, {
        type: FUND_RECORD_TYPES.mining_income,
        income: {
          account: 'mining_payouts',
          referenceKind: 'mining_payout',
          memo: (date) => `mining order ${order.id}, ${date}`,
        },
        async insertPayout(tx, { memberId, dailyMinor }, date) {
          const payout = await tx
            .insertInto('mining_payouts')
            .values({
              order_id: order.id,
              member_id: memberId,
              income_date: date,
              amount_minor: dailyMinor,
              paid_at: now.toISOString(),
            })
            .onConflict((oc) => oc.columns(['order_id', 'income_date']).doNothing())
            .returning('id')
            .executeTakeFirst();
          return payout?.id;
        },
        async update(tx, _item, figures) {
          await tx
            .updateTable('mining_orders')
            .set({
              days_paid: figures.daysPaid,
              income_paid_minor: figures.paidMinor,
              next_income_date: figures.nextDate,
              status: figures.done ? 'completed' : 'running',
            })
            .where('id', '=', order.id)
            .execute();
        },
      });
    },
  };

  return {
    settlement,

    /** Incomplete orders not started in time become expired (idempotent, one statement). */
    async expire(): Promise<number> {
      const result = await db
        .updateTable('mining_orders')
        .set({ status: 'expired' })
        .where('status', '=', 'incomplete')
        .where('start_by', '<', clock.now().toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async products(
      memberId: number,
      language: Language,
      filter: { productId?: number; afterId?: number; limit: number },
    ): Promise<MiningProduct[]> {
      const rows = await db
        .selectFrom('mining_products')
        .selectAll()
        .$if(filter.productId !== undefined, (qb) => qb.where('id', '=', filter.productId ?? 0))
        .$if(filter.productId === undefined, (qb) => qb.where('on_sale', '=', 1))
        .$if(filter.afterId !== undefined, (qb) => qb.where('id', '>', filter.afterId ?? 0))
        .orderBy('id')
        .limit(filter.limit)
        .execute();
      if (filter.productId !== undefined && rows.length === 0) throw new AppError('product_not_found');
      const bought = await boughtQuantities(
        db,
        memberId,
        rows.map((row) => row.id),
      );
      const prerequisiteIds = rows
        .map((row) => row.prerequisite_product_id)
        .filter((id): id is number => id !== null);
      const prerequisites =
        prerequisiteIds.length === 0
          ? []
          : await db.selectFrom('mining_products').selectAll().where('id', 'in', prerequisiteIds).execute();
      return rows.map((row) =>
        toProduct(row, language, {
          boughtQuantity: bought.get(row.id) ?? 0,
          prerequisite: prerequisites.find((p) => p.id === row.prerequisite_product_id),
        }),
      );
    },

    async purchase(
      member: { id: number; language: Language },
      input: { productId: number; quantity: number; couponId?: number | undefined },
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ order: MiningOrder; balanceMinor: number }> {
      const { idempotencyKey, now, call } = request;
      const cfg = await config();
      return runOnce(
        db,
        { owner: `member:${member.id}`, key: idempotencyKey, call, payload: input, now },
        async (trx) => {
          const order = await placeOrder(trx, { memberId: member.id, ...input }, cfg);
          return {
            order: await orderView(trx, order, member.language, cfg.sellRefundBps),
            balanceMinor: await balanceOf(trx, member.id),
          };
        },
      );
    },

    /**
     * For other capabilities (bargaining): buys one machine at an agreed price inside the caller's
     * transaction, with the same rules, stock, ledger posting (type 5), rebates and VIP count as a
     * mall purchase, and no coupon. One order per reference, ever (a unique rule backs it): a second
     * call with the same reference is refused with `not_eligible`.
     */
    async purchaseAtPrice(trx: Trx, input: PurchaseAtPriceInput): Promise<{ orderId: number }> {
      const earlier = await trx
        .selectFrom('mining_orders')
        .select('id')
        .where('source_kind', '=', input.reference.kind)
        .where('source_id', '=', String(input.reference.id))
        .executeTakeFirst();
      if (earlier) throw new AppError('not_eligible');
      const order = await placeOrder(
        trx,
        {
          memberId: input.memberId,
          productId: input.productId,
          quantity: 1,
          priceMinor: input.priceMinor,
          source: { kind: input.reference.kind, id: String(input.reference.id) },
        },
        await config(),
      );
      return { orderId: order.id };
    },

    async orders(
      member: { id: number; language: Language },
      filter: { status?: MiningOrderState | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<MiningOrder[]> {
      const now = clock.now().toISOString();
      const rows = await db
        .selectFrom('mining_orders as o')
        .innerJoin('mining_products as p', 'p.id', 'o.product_id')
        .selectAll('o')
        .select(['p.texts_json', 'p.image_urls_json'])
        .where('o.member_id', '=', member.id)
        .$call((qb) => {
          // The states a member sees: incomplete past its start-by is expired already.
          if (filter.status === 'incomplete')
            return qb.where('o.status', '=', 'incomplete').where('o.start_by', '>=', now);
          if (filter.status === 'expired')
            return qb.where((eb) =>
              eb.or([
                eb('o.status', '=', 'expired'),
                eb.and([eb('o.status', '=', 'incomplete'), eb('o.start_by', '<', now)]),
              ]),
            );
          if (filter.status) return qb.where('o.status', '=', filter.status);
          return qb;
        })
        .$if(filter.beforeId !== undefined, (qb) => qb.where('o.id', '<', filter.beforeId ?? 0))
        .orderBy('o.id', 'desc')
        .limit(filter.limit)
        .execute();
      const at = clock.now();
      const rate = await settings.get('mall.sell_refund_bps');
      return rows.map((row) => toOrder(row, row, member.language, at, refundFor(row, rate)));
    },

    /** Starts an incomplete order: it earns from the next business day for its term. */
    async start(member: { id: number; language: Language }, orderId: number): Promise<MiningOrder> {
      const cfg = await config();
      return inTransaction(db, async (trx) => {
        const order = await lockedOrder(trx, member.id, orderId);
        const now = clock.now();
        if (order?.status !== 'incomplete' || order.start_by < now.toISOString()) {
          throw new AppError('miner_start_failed');
        }
        const schedule = scheduleFrom(now, order.term_days, cfg.timeZone);
        const started = await trx
          .updateTable('mining_orders')
          .set({
            status: 'running',
            started_at: now.toISOString(),
            next_income_date: schedule.firstIncomeDate,
            ends_on: schedule.endsOn,
          })
          .where('id', '=', order.id)
          .where('status', '=', 'incomplete')
          .returningAll()
          .executeTakeFirst();
        if (!started) throw new AppError('miner_start_failed');
        return orderView(trx, started, member.language, cfg.sellRefundBps);
      });
    },

    /**
     * Sells an incomplete or running order back: refunds the set share of what was paid minus the
     * income already paid (type 22). Refused more than 10 days after purchase.
     */
    async sell(
      member: { id: number; language: Language },
      orderId: number,
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ order: MiningOrder; refundMinor: number; balanceMinor: number }> {
      const { idempotencyKey, now, call } = request;
      const { sellRefundBps } = await config();
      return runOnce(
        db,
        { owner: `member:${member.id}`, key: idempotencyKey, call, payload: { orderId }, now },
        async (trx) => {
          const order = await lockedOrder(trx, member.id, orderId);
          if (!order) throw new AppError('not_found');
          const at = clock.now();
          if (at.toISOString() > order.sellable_until) throw new AppError('miner_sell_after_10_days');
          if (!canSell(order, at)) throw new AppError('not_eligible');
          const refund = refundFor(order, sellRefundBps);
          const sold = await trx
            .updateTable('mining_orders')
            .set({
              status: 'sold',
              sold_at: at.toISOString(),
              refund_minor: refund,
              next_income_date: null,
            })
            .where('id', '=', order.id)
            .where('status', 'in', ['incomplete', 'running'])
            .returningAll()
            .executeTakeFirst();
          if (!sold) throw new AppError('not_eligible');
          if (refund > 0) {
            await ledger.post(trx, {
              memberId: member.id,
              wallet: 'balance',
              amount: refund,
              type: FUND_RECORD_TYPES.sell_mining_machine,
              counterAccount: 'mining_sales',
              reference: { kind: 'mining_order', id: order.id },
            });
          }
          return {
            order: await orderView(trx, sold, member.language, sellRefundBps),
            refundMinor: refund,
            balanceMinor: await balanceOf(trx, member.id),
          };
        },
      );
    },

    /** What recruiting earns: the three rebate rates and the member's rebates so far. */
    async rebateRates(memberId: number) {
      const levels = [
        { level: 1, rateBps: await settings.get('mall.rebate_level1_bps') },
        { level: 2, rateBps: await settings.get('mall.rebate_level2_bps') },
        { level: 3, rateBps: await settings.get('mall.rebate_level3_bps') },
      ];
      const earned = await db
        .selectFrom('team_rebates')
        .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('total'))
        .where('upline_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return { levels, maxRebateBps: MAX_REBATE_BPS, earnedMinor: Number(earned.total) };
    },
  };
}

export type MallService = ReturnType<typeof createMallService>;
