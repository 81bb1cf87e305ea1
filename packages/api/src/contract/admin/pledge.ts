import { z } from 'zod';
import { minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { catalogueTexts, imageUrls, operatorAmount } from './catalogue.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const adminPledgeProduct = catalogueTexts.extend({
  id: z.number().int(),
  imageUrls: z.array(z.string()),
  termDays: z.number().int(),
  dailyRateBps: z.number().int(),
  minAmountMinor: minorAmount,
  maxPerMemberMinor: minorAmount,
  requiredVipLevel: z.number().int(),
  onSale: z.boolean(),
  pledgedMinor: minorAmount,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const adminPledgeProductsList = defineCall({
  method: 'POST',
  path: '/api/admin/pledge/products/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Pledge products, newest first, with the amount pledged in each now',
  request: adminPageRequest,
  response: adminPageOf(adminPledgeProduct),
});

export const adminPledgeProductSave = defineCall({
  method: 'POST',
  path: '/api/admin/pledge/products/save',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['pledge.product.create', 'pledge.product.update'],
  summary: 'Create a pledge product, or change one (with `id`); changes apply to new pledges only',
  request: catalogueTexts.extend({
    id: z.number().int().positive().optional(),
    imageUrls,
    termDays: z.number().int().min(1).max(3650),
    /** Daily reward in basis points of the principal (100 = 1% a day). */
    dailyRateBps: z.number().int().min(0).max(10_000),
    /** Decimal dollars. */
    minAmount: operatorAmount,
    maxPerMember: operatorAmount,
    requiredVipLevel: z.number().int().min(0).max(100).default(0),
    onSale: z.boolean().default(true),
    reason,
  }),
  response: adminPledgeProduct,
});
