import { z } from 'zod';
import { id, minorAmount, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;

/** What a coupon is, the same in the member's list and the operator's; each list adds its own fields. */
export const couponFields = {
  title: z.string(),
  valueMinor: minorAmount,
  minSpendMinor: minorAmount,
  /** The products it applies to; null for any product. */
  productIds: z.array(z.number().int()).nullable(),
  expiresAt: timestamp,
  usedAt: timestamp.nullable(),
  status: z.enum(COUPON_STATUSES),
};

export const coupon = z.object({ id: z.number().int(), ...couponFields });
export type Coupon = z.infer<typeof coupon>;

export const couponList = defineCall({
  method: 'POST',
  path: '/api/auth/coupon/list',
  auth: 'member',
  summary: "The member's coupons in one tab (unused, used or expired), newest first",
  ...pagedList(coupon, { status: z.enum(COUPON_STATUSES).default('unused') }),
});

/** A coupon chosen at checkout, by id (used by the mall purchase call). */
export const couponChoice = id.optional();
