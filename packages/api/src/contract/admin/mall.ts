import { z } from 'zod';
import { minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { MINING_ORDER_STATES } from '../../constants.js';
import { catalogueTexts, imageUrls, operatorAmount } from './catalogue.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const adminMiningProduct = catalogueTexts.extend({
  id: z.number().int(),
  imageUrls: z.array(z.string()),
  priceMinor: minorAmount,
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  stock: z.number().int(),
  maxPerMember: z.number().int().nullable(),
  requiredVipLevel: z.number().int(),
  prerequisiteProductId: z.number().int().nullable(),
  minActiveTeam: z.number().int(),
  onSale: z.boolean(),
  soldQuantity: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminMiningProduct = z.infer<typeof adminMiningProduct>;

export const adminMallProductsList = defineCall({
  method: 'POST',
  path: '/api/admin/mall/products/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Mining machine products, newest first, on sale or not',
  request: adminPageRequest.extend({ onSale: z.boolean().optional() }),
  response: adminPageOf(adminMiningProduct),
});

export const adminMallProductSave = defineCall({
  method: 'POST',
  path: '/api/admin/mall/products/save',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['mall.product.create', 'mall.product.update'],
  summary:
    'Create a mining machine product, or change one (with `id`); take it off sale instead of deleting it',
  request: catalogueTexts.extend({
    id: z.number().int().positive().optional(),
    imageUrls,
    /** Decimal dollars. */
    price: operatorAmount,
    dailyIncome: operatorAmount,
    termDays: z.number().int().min(1).max(3650),
    stock: z.number().int().min(0).max(100_000_000),
    maxPerMember: z.number().int().min(1).max(1_000_000).nullable().default(null),
    requiredVipLevel: z.number().int().min(0).max(100).default(0),
    prerequisiteProductId: z.number().int().positive().nullable().default(null),
    /** Activated team members (levels 1-3) a buyer needs (`insufficient_team_members`); 0: none. */
    minActiveTeam: z.number().int().min(0).max(100_000).default(0),
    onSale: z.boolean().default(true),
    reason,
  }),
  response: adminMiningProduct,
});

export const adminMiningOrderRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  phone: z.string(),
  productId: z.number().int(),
  quantity: z.number().int(),
  paidMinor: minorAmount,
  discountMinor: minorAmount,
  status: z.enum(MINING_ORDER_STATES),
  daysPaid: z.number().int(),
  termDays: z.number().int(),
  incomePaidMinor: minorAmount,
  refundMinor: minorAmount,
  source: z.string(),
  purchasedAt: timestamp,
});

export const adminMallOrdersList = defineCall({
  method: 'POST',
  path: '/api/admin/mall/orders/list',
  auth: 'operator',
  permission: 'members.read',
  summary: 'Mining orders, newest first, by member, product and state',
  request: adminPageRequest.extend({
    memberId: z.number().int().optional(),
    productId: z.number().int().optional(),
    status: z.enum(MINING_ORDER_STATES).optional(),
  }),
  response: adminPageOf(adminMiningOrderRow),
});
