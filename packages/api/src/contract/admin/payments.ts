import { z } from 'zod';
import { REVIEW_STATES } from '../../fund-record-types.js';
import { minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { CHANNEL_KINDS, currencyCode, paymentChannel, rechargeRecord } from '../payment.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

const decimalText = z.string().trim().max(20);

/** A name per language; a language left empty reads the channel's `name`. */
const channelNames = z.object({
  zh: z.string().trim().max(64).default(''),
  en: z.string().trim().max(64).default(''),
  bd: z.string().trim().max(64).default(''),
});

export const adminPaymentChannel = paymentChannel.extend({
  names: z.object({ zh: z.string(), en: z.string(), bd: z.string() }),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** The rate as decimal text, e.g. "0.00833333". */
  usdPerUnit: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const adminPaymentChannelsList = defineCall({
  method: 'POST',
  path: '/api/admin/payment/channels/list',
  auth: 'operator',
  permission: 'finance.review',
  summary: 'Every recharge channel, open or not, in display order',
  request: z.object({}),
  response: z.object({ items: z.array(adminPaymentChannel) }),
});

export const adminPaymentChannelSave = defineCall({
  method: 'POST',
  path: '/api/admin/payment/channels/save',
  auth: 'operator',
  permission: 'finance.configure',
  audit: ['payment_channel.create', 'payment_channel.update'],
  summary:
    'Create a recharge channel, or change one (by id): name, kind, currency, rate to USD, limits, payee, open or not',
  request: z.object({
    id: z.number().int().optional(),
    name: z.string().trim().min(1).max(64),
    /** The name members read in each language (issue 18); omitted or empty: `name`. */
    names: channelNames.optional(),
    kind: z.enum(CHANNEL_KINDS),
    currency: currencyCode,
    /** US dollars per unit of the currency, up to 8 decimals ("0.00833333"; "1" for USD and USDT). */
    usdPerUnit: decimalText,
    /** Per-order limits in the channel's currency ("500", "50000"). */
    min: decimalText,
    max: decimalText,
    /** Bank account details or the platform's USDT address for manual channels. */
    payee: z.string().trim().max(500).nullable().default(null),
    enabled: z.boolean().default(true),
    collectionProhibited: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    reason,
  }),
  response: adminPaymentChannel,
});

export const adminRechargeRow = rechargeRecord.extend({
  memberId: z.number().int(),
  phone: z.string(),
  /** Why it failed (operator's reason, gateway's answer); null otherwise. */
  failureReason: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  gatewayTradeNo: z.string().nullable(),
});

export const adminRechargesList = defineCall({
  method: 'POST',
  path: '/api/admin/payment/recharges/list',
  auth: 'operator',
  permission: 'finance.review',
  summary: 'Recharge orders, newest first, by state, member, channel or order number',
  request: adminPageRequest.extend({
    state: z.enum(REVIEW_STATES).optional(),
    memberId: z.number().int().optional(),
    channelId: z.number().int().optional(),
    orderNo: z.string().trim().max(40).optional(),
  }),
  response: adminPageOf(adminRechargeRow).extend({
    /** Sum of `creditMinor` over every order matching the filter. */
    totalCreditMinor: minorAmount,
  }),
});

export const adminRechargeConfirm = defineCall({
  method: 'POST',
  path: '/api/admin/payment/recharges/confirm',
  auth: 'operator',
  permission: 'finance.review',
  audit: ['recharge.confirm'],
  summary:
    'Confirm a recharge under review (a manual transfer seen on the account, or a gateway payment checked by hand): credits it once',
  request: z.object({
    rechargeId: z.number().int(),
    /** The amount actually received, in the channel currency, when it differs from the order. */
    receivedAmount: decimalText.optional(),
    reason,
  }),
  response: adminRechargeRow,
});

export const adminRechargeFail = defineCall({
  method: 'POST',
  path: '/api/admin/payment/recharges/fail',
  auth: 'operator',
  permission: 'finance.review',
  audit: ['recharge.fail'],
  summary: 'Mark a recharge under review as failed (nothing received)',
  request: z.object({ rechargeId: z.number().int(), reason }),
  response: adminRechargeRow,
});
