import { z } from 'zod';
import { REVIEW_STATES } from '../fund-record-types.js';
import { empty, id, idempotencyKey, minorAmount, moneyInput, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';

/**
 * How a channel takes money: an online gateway (`sandbox` is ours, served by the server itself),
 * or a manual bank transfer or USDT (TRC20) payment that an operator confirms.
 */
export const CHANNEL_KINDS = ['sandbox', 'bank_transfer', 'usdt_trc20'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Channel kinds an operator confirms by hand; the others are confirmed by their gateway's callback. */
export const MANUAL_CHANNEL_KINDS: readonly ChannelKind[] = ['bank_transfer', 'usdt_trc20'];

/** ISO 4217 style code of a channel's currency ("BDT", "USD", "USDT"). */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3,5}$/, { error: 'parameter_error' });

export const paymentChannel = z.object({
  id: z.number().int(),
  /** In the member's language where the operator gave one (`names`), else the channel's name. */
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  currency: z.string(),
  /** US dollars per unit of `currency` × 10^8 (see `convertToUsd`). */
  rate: z.number().int(),
  /** Per-order limits in the channel's currency, minor units. */
  minMinor: minorAmount,
  maxMinor: minorAmount,
  /** Where a manual payment goes: bank account details or the platform's USDT address; null for gateways. */
  payee: z.string().nullable(),
  /** The bank stopped taking payments on this channel for now: orders are refused. */
  collectionProhibited: z.boolean(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;

export const paymentChannels = defineCall({
  method: 'POST',
  path: '/api/auth/payment/channels',
  auth: 'member',
  summary: 'The recharge channels open to members, with their currency, rate and limits',
  request: empty,
  response: z.object({
    items: z.array(paymentChannel),
    /** Whether this member may recharge at all (an operator can prohibit deposits). */
    depositProhibited: z.boolean(),
  }),
});

export const exchangeRate = z.object({
  currency: z.string(),
  /** US dollars per unit × 10^8. */
  rate: z.number().int(),
  /** The same as decimal text, e.g. "0.00833333". */
  usdPerUnit: z.string(),
  /** Units one dollar buys, two decimals, for display ("120.00"). */
  unitsPerUsd: z.string(),
});

export const paymentRate = defineCall({
  method: 'POST',
  path: '/api/auth/payment/rate',
  auth: 'member',
  summary: 'Conversion rates to US dollars of the currencies of open channels',
  request: empty,
  response: z.object({ base: z.literal('USD'), items: z.array(exchangeRate) }),
});

export const rechargeRecord = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  currency: z.string(),
  /** What the member asked to pay, in the channel's currency (minor units). */
  amountMinor: minorAmount,
  rate: z.number().int(),
  /** What the balance receives, in US cents, at the order's rate. */
  creditMinor: minorAmount,
  /** The first-recharge bonus credited with it (type 10), in US cents; 0 when none. */
  bonusMinor: minorAmount,
  /** The bonus points credited with it (type 20). */
  bonusPoints: z.number().int(),
  state: z.enum(REVIEW_STATES),
  /** The member's own reference of a manual payment (bank reference or USDT transaction id). */
  payerReference: z.string().nullable(),
  createdAt: timestamp,
  resolvedAt: timestamp.nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

export const paymentStart = defineCall({
  method: 'POST',
  path: '/api/auth/payment/start',
  auth: 'member',
  moneyMoving: true,
  summary:
    'Open a recharge order on a channel. A gateway channel answers the URL of its pay page; a manual channel answers where to pay and waits for an operator',
  request: z.object({
    channelId: id,
    /** Decimal text in the channel's currency ("1000", "12.50"). */
    amount: moneyInput,
    /** Bank reference or USDT transaction id of a manual payment, if the member has it already. */
    payerReference: z.string().trim().max(128).optional(),
    idempotencyKey,
  }),
  response: z.object({
    recharge: rechargeRecord,
    /** Where to send the member to pay (gateway channels); null for manual channels. */
    payUrl: z.string().nullable(),
    /** Where to pay (manual channels); null for gateway channels. */
    payee: z.string().nullable(),
  }),
});

export const paymentRecords = defineCall({
  method: 'POST',
  path: '/api/auth/payment/records',
  auth: 'member',
  summary: "The member's recharge orders with their states, newest first (not in SPEC §7; see docs/api.md)",
  ...pagedList(rechargeRecord, { state: z.enum(REVIEW_STATES).optional() }),
});
