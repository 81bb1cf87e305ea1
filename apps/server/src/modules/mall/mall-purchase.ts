import {
  FUND_RECORD_TYPES,
  MINER_SELL_WINDOW_DAYS,
  machineDailyIncome,
  mulMinor,
  subMinor,
  toMinor,
  ZERO,
  type Language,
  type Minor,
  type MiningOrder,
  mallPurchase,
} from '@cloudmine/api';
import { runOnce, walletBalances } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { lockMemberStanding } from '../accounts/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { Investments } from '../investments/index.js';
import { readMallConfig, type MallConfig, type MallSettings } from './mall-config.js';
import { assertMayBuy, machinesLeft } from './mall-eligibility.js';
import {
  findProductForBuyer,
  insertOrder,
  orderFromSource,
  type OrderRow,
  type ProductRow,
} from './mall-repository.js';
import { takeStock } from './mall-stock-repository.js';
import { refundFor, toOrder } from './mall-views.js';
import { payRebates } from './team-rebates.js';

const DAY_MS = 86_400_000;

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

/** An order as placed, with its product as the purchase read it and the buyer's balance after paying. */
interface PlacedOrder {
  order: OrderRow;
  product: ProductRow;
  /** None when nothing was paid (a whole-price discount). */
  balanceAfter: Minor | undefined;
}

export interface PurchaseDeps {
  db: Database;
  clock: Clock;
  settings: MallSettings;
  ledger: Ledger;
  coupons: Pick<CouponsService, 'quote' | 'redeem'>;
  investments: Investments;
}

/** Buying machines: from the mall (with a coupon) or at a price agreed elsewhere (a bargain). */
export function createPurchases(deps: PurchaseDeps) {
  const { db, clock, settings, ledger, coupons, investments } = deps;

  /**
   * One purchase, in the caller's transaction. The member's row is locked first, so the member's
   * per-product count and prerequisite are decided with nothing of theirs in flight; stock is taken
   * with a conditional update, so concurrent buyers can never take more than there is.
   */
  async function placeOrder(trx: Trx, input: PlaceOrder, cfg: MallConfig): Promise<PlacedOrder> {
    const now = clock.now();
    const member = await lockMemberStanding(trx, input.memberId);
    invariant(member, `member ${input.memberId} exists`);
    const product = await findProductForBuyer(trx, input.productId, member.id);
    if (!product) throw new AppError('product_not_found');
    if (product.on_sale !== 1) throw new AppError('product_not_sold');
    await assertMayBuy(trx, member, product);
    if (input.quantity > machinesLeft(product, product.bought))
      throw new AppError('purchase_quantity_exceeded');
    if (!(await takeStock(trx, product.id, input.quantity))) throw new AppError('product_sold_out');

    const priceMinor = mulMinor(product.price_minor, input.quantity);
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
    const paid = toMinor(priceMinor - discount);
    const order = await insertOrder(trx, {
      member_id: member.id,
      product_id: product.id,
      quantity: input.quantity,
      unit_price_minor: product.price_minor,
      price_minor: priceMinor,
      discount_minor: toMinor(discount),
      paid_minor: paid,
      coupon_id: input.couponId ?? null,
      daily_income_minor: machineDailyIncome(product.daily_income_minor, input.quantity),
      term_days: product.term_days,
      status: 'incomplete',
      purchased_at: now.toISOString(),
      start_by: new Date(now.getTime() + cfg.startWindowDays * DAY_MS).toISOString(),
      sellable_until: new Date(now.getTime() + MINER_SELL_WINDOW_DAYS * DAY_MS).toISOString(),
      started_at: null,
      next_income_date: null,
      ends_on: null,
      days_paid: 0,
      income_paid_minor: ZERO,
      sold_at: null,
      refund_minor: ZERO,
      source_kind: input.source?.kind ?? null,
      source_id: input.source?.id ?? null,
    });
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
    let balanceAfter: Minor | undefined;
    if (paid > 0) {
      const posted = await ledger.post(trx, {
        memberId: member.id,
        wallet: 'balance',
        amount: subMinor(ZERO, paid),
        type: FUND_RECORD_TYPES.buy_mining_machine,
        counterAccount: 'mining_sales',
        reference: { kind: 'mining_order', id: order.id },
        insufficient: 'insufficient_balance',
      });
      if (posted.wallet === 'balance') balanceAfter = posted.balanceAfter;
    }
    await payRebates(
      trx,
      ledger,
      order,
      [member.inviter_id, member.upline2_id, member.upline3_id],
      cfg.rebateRatesBps,
      clock.now(),
    );
    await investments.record(
      trx,
      {
        memberId: member.id,
        kind: 'mining',
        referenceId: order.id,
        amountMinor: paid,
        vipLevel: member.vip_level,
      },
      cfg.vipThresholdsMinor,
    );
    return { order, product, balanceAfter };
  }

  return {
    async purchase(
      member: { id: number; language: Language },
      input: { productId: number; quantity: number; couponId?: number | undefined },
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ order: MiningOrder; balanceMinor: number }> {
      const { idempotencyKey, now, call } = request;
      const cfg = await readMallConfig(settings, investments);
      return runOnce(
        db,
        {
          owner: `member:${member.id}`,
          key: idempotencyKey,
          call,
          payload: input,
          now,
          answer: mallPurchase.response,
        },
        async (trx) => {
          const placed = await placeOrder(trx, { memberId: member.id, ...input }, cfg);
          const { order, product } = placed;
          return {
            order: toOrder(order, product, member.language, clock.now(), refundFor(order, cfg.sellRefundBps)),
            // Nothing after the member's own posting moves their balance (rebates go to uplines).
            balanceMinor: placed.balanceAfter ?? (await walletBalances(trx, member.id)).balance,
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
      const source = { kind: input.reference.kind, id: String(input.reference.id) };
      if ((await orderFromSource(trx, source)) !== undefined) throw new AppError('not_eligible');
      const { order } = await placeOrder(
        trx,
        {
          memberId: input.memberId,
          productId: input.productId,
          quantity: 1,
          priceMinor: input.priceMinor,
          source,
        },
        await readMallConfig(settings, investments),
      );
      return { orderId: order.id };
    },
  };
}
