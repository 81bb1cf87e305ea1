import { z } from 'zod';
import { language, timestamp } from '../common.js';
import { COUPON_STATUSES, couponFields } from '../coupons.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

const texts = z.object({
  en: z.string().trim().min(1).max(80),
  zh: z.string().trim().max(80),
  bd: z.string().trim().max(80),
});

export const adminCouponsIssue = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/issue',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['coupon.issue'],
  summary:
    'Issue one coupon to each listed member (by phone), with value, minimum spend, product scope and expiry',
  request: z.object({
    phones: z.array(z.string().trim().min(5).max(20)).min(1).max(1000),
    title: texts,
    /** Decimal dollars. */
    value: z.string().trim().max(20),
    minSpend: z.string().trim().max(20).default('0'),
    productIds: z.array(z.number().int()).max(100).nullable().default(null),
    expiresAt: timestamp,
    reason,
  }),
  response: z.object({ issued: z.number().int(), unknownPhones: z.array(z.string()) }),
});

export const adminCouponRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  phone: z.string(),
  ...couponFields,
  createdAt: timestamp,
});

export const adminCouponsList = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Issued coupons, newest first, by member and status',
  request: adminPageRequest.extend({
    memberId: z.number().int().optional(),
    status: z.enum(COUPON_STATUSES).optional(),
    language: language.default('en'),
  }),
  response: adminPageOf(adminCouponRow),
});
