import { z } from 'zod';
import { timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { reason } from './common.js';

export const adminBank = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Cards bound to this bank. */
  cards: z.number().int(),
  createdAt: timestamp,
});

export const adminBanksList = defineCall({
  method: 'POST',
  path: '/api/admin/banks/list',
  auth: 'operator',
  permission: 'finance.review',
  summary: 'The banks members choose from when binding a card',
  request: z.object({}),
  response: z.object({ items: z.array(adminBank) }),
});

export const adminBankSave = defineCall({
  method: 'POST',
  path: '/api/admin/banks/save',
  auth: 'operator',
  permission: 'finance.configure',
  audit: ['bank.create', 'bank.update'],
  summary: 'Add a bank to the list, or rename, reorder, hide or show one (by id)',
  request: z.object({
    id: z.number().int().optional(),
    name: z.string().trim().min(2).max(64),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    reason,
  }),
  response: adminBank,
});
