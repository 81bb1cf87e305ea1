import { z } from 'zod';
import { MINING_ORDER_STATES } from '../constants.js';
import { businessDate, id, idempotencyKey, minorAmount, pagedList, timestamp } from './common.js';
import { couponChoice } from './coupons.js';
import { eligibility } from './eligibility.js';
import { defineCall } from './define.js';

/**
 * Mining machines (SPEC §2 mall, buy, miner). A machine is bought as an order that waits to be
 * started, then earns its daily income once per business day for its term.
 */

/** Order states: SPEC §3's four, plus `sold` for an order the member sold back (docs/decisions.md). */

export const miningProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  priceMinor: minorAmount,
  /** Income of one machine per business day. */
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  /** dailyIncome × term: what one machine earns over its term. */
  totalIncomeMinor: minorAmount,
  stock: z.number().int(),
  /** Most machines of this product one member may buy, ever; null for no limit. */
  maxPerMember: z.number().int().nullable(),
  /** Machines of this product the member has bought so far. */
  boughtQuantity: z.number().int(),
  requiredVipLevel: z.number().int(),
  /** A product the member must have bought before this one. */
  prerequisite: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Activated team members (levels 1-3) a buyer needs; 0: none. */
  minActiveTeam: z.number().int(),
  onSale: z.boolean(),
  /** Whether this member may buy it now, and why not (VIP level, prerequisite, team, limit). */
  eligibility,
});
export type MiningProduct = z.infer<typeof miningProduct>;

export const miningOrder = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** List price × quantity. */
  priceMinor: minorAmount,
  discountMinor: minorAmount,
  /** What the member paid: price − coupon discount (or the bargained price). */
  paidMinor: minorAmount,
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  daysPaid: z.number().int(),
  incomePaidMinor: minorAmount,
  status: z.enum(MINING_ORDER_STATES),
  purchasedAt: timestamp,
  /** An incomplete order expires if not started by then. */
  startBy: timestamp,
  startedAt: timestamp.nullable(),
  /** The business date of the last income (null until started). */
  endsOn: businessDate.nullable(),
  /** Selling is refused after this instant (purchase + 10 days). */
  sellableUntil: timestamp,
  canStart: z.boolean(),
  canSell: z.boolean(),
  /** What selling now would refund (0 when it cannot be sold). */
  sellRefundMinor: minorAmount,
  soldAt: timestamp.nullable(),
  refundMinor: minorAmount,
});
export type MiningOrder = z.infer<typeof miningOrder>;

export const mallProducts = defineCall({
  method: 'POST',
  path: '/api/auth/mall/products',
  auth: 'member',
  summary: 'Mining machines on sale, oldest first, or one product by id (the buy page)',
  ...pagedList(miningProduct, { productId: id.optional() }),
});

export const mallPurchase = defineCall({
  method: 'POST',
  path: '/api/auth/mall/purchase',
  auth: 'member',
  summary:
    'Buy machines from the balance (type 5), optionally with one of the member’s coupons; pays the uplines’ team rebates (type 7)',
  moneyMoving: true,
  request: z.object({
    productId: id,
    quantity: z.number().int().min(1).max(1000).default(1),
    couponId: couponChoice,
    idempotencyKey,
  }),
  response: z.object({ order: miningOrder, balanceMinor: minorAmount }),
});

export const mallOrders = defineCall({
  method: 'POST',
  path: '/api/auth/mall/orders',
  auth: 'member',
  summary: 'The member’s machine orders, newest first, optionally in one state',
  ...pagedList(miningOrder, { status: z.enum(MINING_ORDER_STATES).optional() }),
});

export const mallStart = defineCall({
  method: 'POST',
  path: '/api/auth/mall/start',
  auth: 'member',
  summary: 'Start an incomplete order: it earns its daily income from the next business day',
  request: z.object({ orderId: id }),
  response: z.object({ order: miningOrder }),
});

export const mallSell = defineCall({
  method: 'POST',
  path: '/api/auth/mall/sell',
  auth: 'member',
  summary: 'Sell an incomplete or running order back (type 22): refused more than 10 days after purchase',
  moneyMoving: true,
  request: z.object({ orderId: id, idempotencyKey }),
  response: z.object({ order: miningOrder, refundMinor: minorAmount, balanceMinor: minorAmount }),
});

export const mallRebateRates = defineCall({
  method: 'POST',
  path: '/api/auth/mall/rebate/rates',
  auth: 'member',
  summary:
    'What recruiting earns: the team rebate rate of each of the three levels on a team member’s purchase, and the member’s rebates so far (not in SPEC §7)',
  request: z.object({}),
  response: z.object({
    levels: z.array(z.object({ level: z.number().int(), rateBps: z.number().int() })),
    maxRebateBps: z.number().int(),
    earnedMinor: minorAmount,
  }),
});

/**
 * Why a business day of an order has no income posting (yet): `not_due` (the day has not begun, or
 * is the start day, which earns nothing), `job_not_run` (the day's income job has not run since the
 * day began), `job_failed` (it ran and failed on this order: operators see the reason and re-run),
 * `order_ended` (sold or its term is over before that day).
 */
export const INCOME_DAY_STATES = ['paid', 'not_due', 'job_not_run', 'job_failed', 'order_ended'] as const;
export type IncomeDayState = (typeof INCOME_DAY_STATES)[number];

export const incomeDay = z.object({
  date: businessDate,
  state: z.enum(INCOME_DAY_STATES),
  /** The day's income (set when paid). */
  amountMinor: minorAmount.nullable(),
  paidAt: timestamp.nullable(),
});
export type IncomeDay = z.infer<typeof incomeDay>;

export const mallIncomeDays = defineCall({
  method: 'POST',
  path: '/api/auth/mall/income-days',
  auth: 'member',
  summary: 'Where is my income: each business day of an order since it started, paid or why not yet',
  request: z.object({ orderId: id }),
  response: z.object({ orderId: z.number().int(), today: businessDate, days: z.array(incomeDay) }),
});
