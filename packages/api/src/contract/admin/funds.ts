import { z } from 'zod';
import { timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { fundTerms } from '../funds.js';
import { catalogueTexts, imageUrls, operatorAmount } from './catalogue.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const adminFund = catalogueTexts.extend({
  id: z.number().int(),
  ...fundTerms,
  onSale: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const adminFundsList = defineCall({
  method: 'POST',
  path: '/api/admin/funds/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Funds, newest first, with the amount raised in each',
  request: adminPageRequest,
  response: adminPageOf(adminFund),
});

export const adminFundSave = defineCall({
  method: 'POST',
  path: '/api/admin/funds/save',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['fund.create', 'fund.update'],
  summary: 'Create a fund, or change one (with `id`); changes apply to new investments only',
  request: catalogueTexts.extend({
    id: z.number().int().positive().optional(),
    imageUrls,
    /** Daily income in basis points of the amount invested. */
    dailyRateBps: z.number().int().min(0).max(10_000),
    termDays: z.number().int().min(1).max(3650),
    /** Decimal dollars: smallest single investment, most per member in total, and the fund's cap. */
    minAmount: operatorAmount,
    maxAmount: operatorAmount,
    totalCap: operatorAmount,
    maxTimes: z.number().int().min(1).max(10_000),
    requiredVipLevel: z.number().int().min(0).max(100).default(0),
    onSale: z.boolean().default(true),
    reason,
  }),
  response: adminFund,
});
