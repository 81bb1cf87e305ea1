import { z } from 'zod';
import {
  empty,
  idempotencyKey,
  integerInput,
  minorAmount,
  moneyInput,
  pagedList,
  pageOf,
  pageRequest,
  timestamp,
} from './common.js';
import { defineCall } from './define.js';

export const EXCHANGE_DIRECTIONS = ['balance_to_points', 'points_to_balance'] as const;
export type ExchangeDirection = (typeof EXCHANGE_DIRECTIONS)[number];

const directionConfig = z.object({
  allowed: z.boolean(),
  /** Points per whole US dollar in this direction. */
  pointsPerUsd: z.number().int(),
});

export const scoreExchangeConfig = defineCall({
  method: 'GET',
  path: '/api/auth/score/exchange/config',
  auth: 'member',
  summary:
    'Exchange rates (points per USD) in each direction, the minimum in whole dollars, and the member’s balance and points',
  request: empty,
  response: z.object({
    balanceToPoints: directionConfig,
    pointsToBalance: directionConfig,
    /** Smallest exchange, in whole US dollars. */
    minimumUsd: z.number().int(),
    balanceMinor: minorAmount,
    points: z.number().int(),
    /** Team balance to balance (conversion/balance). */
    conversion: z.object({
      allowed: z.boolean(),
      minimumMinor: minorAmount,
      feeBps: z.number().int(),
      teamBalanceMinor: minorAmount,
    }),
  }),
});

export const scoreExchangeRecord = z.object({
  id: z.number().int(),
  direction: z.enum(EXCHANGE_DIRECTIONS),
  /** The dollars moved, in cents. */
  amountMinor: minorAmount,
  points: z.number().int(),
  createdAt: timestamp,
});
export type ScoreExchangeRecord = z.infer<typeof scoreExchangeRecord>;

export const scoreExchange = defineCall({
  method: 'POST',
  path: '/api/auth/score/exchange',
  auth: 'member',
  moneyMoving: true,
  summary:
    'Exchange a whole number of dollars: balance to points (type 13) or points to balance (type 12) at the configured rate',
  request: z.object({
    direction: z.enum(EXCHANGE_DIRECTIONS).default('balance_to_points'),
    /** Whole US dollars paid (balance to points) or received (points to balance). */
    amount: integerInput,
    idempotencyKey,
  }),
  response: scoreExchangeRecord.extend({ balanceMinor: minorAmount, pointsBalance: z.number().int() }),
});

export const scoreExchangeRecords = defineCall({
  method: 'POST',
  path: '/api/auth/score/exchange/records',
  auth: 'member',
  summary: 'The member’s exchanges, newest first',
  ...pagedList(scoreExchangeRecord),
});

export const pointsPosting = z.object({
  id: z.number().int(),
  /** Fund-record type (SPEC §3). */
  type: z.number().int(),
  /** Signed points. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: timestamp,
});
export type PointsPosting = z.infer<typeof pointsPosting>;

export const scoreRecords = defineCall({
  method: 'POST',
  path: '/api/auth/score/records',
  auth: 'member',
  summary: 'The member’s points postings, newest first (the points record page; not in SPEC §7)',
  request: pageRequest,
  response: pageOf(pointsPosting).extend({ points: z.number().int() }),
});

export const conversionBalance = defineCall({
  method: 'POST',
  path: '/api/auth/conversion/balance',
  auth: 'member',
  moneyMoving: true,
  summary: 'Move team balance to balance (type 25), less the configured fee',
  request: z.object({
    /** Decimal dollars taken from the team balance ("12.50"). */
    amount: moneyInput,
    idempotencyKey,
  }),
  response: z.object({
    conversionId: z.number().int(),
    amountMinor: minorAmount,
    feeMinor: minorAmount,
    creditedMinor: minorAmount,
    balanceMinor: minorAmount,
    teamBalanceMinor: minorAmount,
  }),
});
