import { z } from 'zod';
import { empty, id, minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { PRIZE_KINDS } from '../lottery.js';
import { imageUrl, localizedText } from './content.js';
import { reason } from './common.js';

export const adminPrizeRow = z.object({
  id: z.number().int(),
  names: localizedText(40),
  kind: z.enum(PRIZE_KINDS),
  points: z.number().int(),
  amountMinor: minorAmount,
  /** Relative chance among the prizes in stock. */
  weight: z.number().int(),
  /** Units left; null for unlimited. */
  stock: z.number().int().nullable(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Times it has been drawn. */
  drawn: z.number().int(),
  updatedAt: timestamp,
});

export const adminLotteryPrizes = defineCall({
  method: 'POST',
  path: '/api/admin/lottery/prizes',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Every lottery prize in display order, with weight, stock and times drawn',
  request: empty,
  response: z.object({ items: z.array(adminPrizeRow) }),
});

export const adminLotteryPrizeSave = defineCall({
  method: 'POST',
  path: '/api/admin/lottery/prizes/save',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['lottery.prize_create', 'lottery.prize_update'],
  summary: 'Add a prize, or change one by id (prizes are deactivated, never deleted, so records keep them)',
  request: z.object({
    id: id.optional(),
    names: localizedText(40),
    kind: z.enum(PRIZE_KINDS),
    /** Whole points for a points prize, decimal dollars for a balance prize, ignored for nothing. */
    amount: z.string().trim().max(20).default('0'),
    weight: z.number().int().min(0).max(1_000_000),
    stock: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
    imageUrl: imageUrl.default(''),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
    reason,
  }),
  response: adminPrizeRow,
});
