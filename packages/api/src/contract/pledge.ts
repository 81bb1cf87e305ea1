import { z } from 'zod';
import { businessDate, id, idempotencyKey, minorAmount, moneyInput, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';
import { eligibility } from './eligibility.js';
import { incomeDay } from './mall.js';

/**
 * Pledge (staking, SPEC §2 pledge): a member locks an amount of their balance for a term; a reward
 * is paid every business day and the principal comes back at the end of the term.
 */

export const PLEDGE_STATES = ['active', 'completed'] as const;

export const pledgeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  termDays: z.number().int(),
  /** Daily reward as basis points of the principal. */
  dailyRateBps: z.number().int(),
  minAmountMinor: minorAmount,
  /** Most a member may have pledged in this product at once. */
  maxPerMemberMinor: minorAmount,
  /** What the member has pledged in it now. */
  pledgedMinor: minorAmount,
  requiredVipLevel: z.number().int(),
  /** Whether this member may pledge in it now, and why not (VIP level, limit). */
  eligibility,
});
export type PledgeProduct = z.infer<typeof pledgeProduct>;

export const pledgeRecord = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  principalMinor: minorAmount,
  dailyRateBps: z.number().int(),
  dailyRewardMinor: minorAmount,
  termDays: z.number().int(),
  daysPaid: z.number().int(),
  rewardsPaidMinor: minorAmount,
  status: z.enum(PLEDGE_STATES),
  pledgedAt: timestamp,
  /** The business date of the last reward, when the principal returns. */
  endsOn: businessDate,
});
export type PledgeRecord = z.infer<typeof pledgeRecord>;

export const pledgeProducts = defineCall({
  method: 'POST',
  path: '/api/auth/pledge/products',
  auth: 'member',
  summary: 'Pledge products open for pledging, oldest first',
  ...pagedList(pledgeProduct),
});

export const pledgeBalance = defineCall({
  method: 'POST',
  path: '/api/auth/pledge/balance',
  auth: 'member',
  summary:
    'What the pledge page shows: amount pledged now, rewards paid (all time and today), the balance available to pledge',
  request: z.object({}),
  response: z.object({
    pledgedMinor: minorAmount,
    activeCount: z.number().int(),
    rewardsMinor: minorAmount,
    todayRewardsMinor: minorAmount,
    availableMinor: minorAmount,
  }),
});

export const pledge = defineCall({
  method: 'POST',
  path: '/api/auth/pledge',
  auth: 'member',
  summary: 'Pledge an amount of the balance in a product (type 8)',
  moneyMoving: true,
  request: z.object({ productId: id, amount: moneyInput, idempotencyKey }),
  response: z.object({ pledge: pledgeRecord, balanceMinor: minorAmount }),
});

export const pledgeRecords = defineCall({
  method: 'POST',
  path: '/api/auth/pledge/records',
  auth: 'member',
  summary: 'The member’s pledges, newest first (not in SPEC §7; the pledge page lists them)',
  ...pagedList(pledgeRecord, { status: z.enum(PLEDGE_STATES).optional() }),
});

export const pledgeIncomeDays = defineCall({
  method: 'POST',
  path: '/api/auth/pledge/income-days',
  auth: 'member',
  summary:
    'Where is my reward: each business day of a pledge since it began, paid or why not yet (not in SPEC §7)',
  request: z.object({ pledgeId: id }),
  response: z.object({ pledgeId: z.number().int(), today: businessDate, days: z.array(incomeDay) }),
});
