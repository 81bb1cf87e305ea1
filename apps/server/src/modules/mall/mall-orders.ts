import {
  FUND_RECORD_TYPES,
  type Language,
  type MiningOrder,
  type MiningOrderState,
  mallSell,
} from '@cloudmine/api';
import { runOnce, walletBalances } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { scheduleFrom, type Investments } from '../investments/index.js';
import { readMallConfig, type MallSettings } from './mall-config.js';
import {
  expireOrders,
  findProduct,
  lockMemberOrder,
  memberOrders,
  sellOrder,
  startOrder,
  type OrderRow,
} from './mall-repository.js';
import { canSell, refundFor, toOrder } from './mall-views.js';

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  settings: MallSettings;
  ledger: Ledger;
  investments: Investments;
}

/** A member's machines after purchase: listing, starting, selling back, and expiry of those never started. */
export function createOrders(deps: OrdersDeps) {
  const { db, clock, settings, ledger, investments } = deps;

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

  return {
    /** Incomplete orders not started in time become expired (idempotent, one statement). */
    expire(): Promise<number> {
      return expireOrders(db, clock.now().toISOString());
    },

    async orders(
      member: { id: number; language: Language },
      filter: { status?: MiningOrderState | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<MiningOrder[]> {
      const rows = await memberOrders(db, member.id, filter, clock.now().toISOString());
      const at = clock.now();
      const rate = await settings.get('mall.sell_refund_bps');
      return rows.map((row) => toOrder(row, row, member.language, at, refundFor(row, rate)));
    },

    /** Starts an incomplete order: it earns from the next business day for its term. */
    async start(member: { id: number; language: Language }, orderId: number): Promise<MiningOrder> {
      const cfg = await readMallConfig(settings, investments);
      return inTransaction(db, async (trx) => {
        const order = await lockMemberOrder(trx, member.id, orderId);
        const now = clock.now();
        if (order?.status !== 'incomplete' || order.start_by < now.toISOString()) {
          throw new AppError('miner_start_failed');
        }
        const schedule = scheduleFrom(now, order.term_days, cfg.timeZone);
        const started = await startOrder(trx, order.id, { startedAt: now.toISOString(), ...schedule });
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
      const { sellRefundBps } = await readMallConfig(settings, investments);
      return runOnce(
        db,
        {
          owner: `member:${member.id}`,
          key: idempotencyKey,
          call,
          payload: { orderId },
          now,
          answer: mallSell.response,
        },
        async (trx) => {
          const order = await lockMemberOrder(trx, member.id, orderId);
          if (!order) throw new AppError('not_found');
          const at = clock.now();
          if (at.toISOString() > order.sellable_until) throw new AppError('miner_sell_after_10_days');
          if (!canSell(order, at)) throw new AppError('not_eligible');
          const refund = refundFor(order, sellRefundBps);
          const sold = await sellOrder(trx, order.id, { soldAt: at.toISOString(), refundMinor: refund });
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
            balanceMinor: (await walletBalances(trx, member.id)).balance,
          };
        },
      );
    },
  };
}
