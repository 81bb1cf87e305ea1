import { z } from 'zod';
import { empty, idempotencyKey, minorAmount, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';

export const PRIZE_KINDS = ['points', 'balance', 'nothing'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const lotteryPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRIZE_KINDS),
  /** Points won when kind is points, else 0. */
  points: z.number().int(),
  /** Cents won when kind is balance, else 0. */
  amountMinor: minorAmount,
  imageUrl: z.string(),
});
export type LotteryPrize = z.infer<typeof lotteryPrize>;

export const lotteryPrizes = defineCall({
  method: 'GET',
  path: '/api/auth/lottery/prizes',
  auth: 'member',
  summary: 'The prizes on the board in display order, the points one draw costs and the member’s points',
  request: empty,
  response: z.object({
    costPoints: z.number().int(),
    points: z.number().int(),
    prizes: z.array(lotteryPrize),
  }),
});

export const lotteryDraw = defineCall({
  method: 'POST',
  path: '/api/auth/lottery/draw',
  auth: 'member',
  moneyMoving: true,
  summary:
    'Spend points on one draw (type 14); the server draws the prize with a cryptographic random number and pays points (15) or balance (16)',
  request: z.object({ idempotencyKey }),
  response: z.object({
    drawId: z.number().int(),
    prize: lotteryPrize,
    costPoints: z.number().int(),
    pointsBalance: z.number().int(),
    balanceMinor: minorAmount,
  }),
});

export const lotteryRecord = z.object({
  id: z.number().int(),
  prizeName: z.string(),
  kind: z.enum(PRIZE_KINDS),
  points: z.number().int(),
  amountMinor: minorAmount,
  costPoints: z.number().int(),
  createdAt: timestamp,
});
export type LotteryRecord = z.infer<typeof lotteryRecord>;

export const lotteryWin = lotteryRecord.omit({ costPoints: true }).extend({
  /** The winner's phone with the middle hidden, e.g. 017****5678. */
  phone: z.string(),
});
export type LotteryWin = z.infer<typeof lotteryWin>;

export const lotteryRecordsAll = defineCall({
  method: 'POST',
  path: '/api/auth/lottery/records/all',
  auth: 'member',
  summary: 'Everyone’s most recent wins (prizes other than nothing), phones masked',
  request: z.object({ limit: z.number().int().min(1).max(50).default(20) }),
  response: z.object({ items: z.array(lotteryWin) }),
});

export const lotteryRecordsUser = defineCall({
  method: 'POST',
  path: '/api/auth/lottery/records/user',
  auth: 'member',
  summary: 'The member’s own draws, newest first',
  ...pagedList(lotteryRecord),
});
