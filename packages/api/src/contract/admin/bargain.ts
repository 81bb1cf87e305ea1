import { z } from 'zod';
import { id, minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

const titles = z.object({
  en: z.string().trim().min(1).max(80),
  zh: z.string().trim().max(80),
  bd: z.string().trim().max(80),
});

export const adminBargainEvent = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  titles,
  originalPriceMinor: minorAmount,
  floorPriceMinor: minorAmount,
  cutsRequired: z.number().int(),
  active: z.boolean(),
  bargainsStarted: z.number().int(),
  bargainsCompleted: z.number().int(),
  bargainsBought: z.number().int(),
  createdAt: timestamp,
});

export const adminBargainEventsCreate = defineCall({
  method: 'POST',
  path: '/api/admin/bargain/events/create',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['bargain_event.create'],
  summary:
    'Put a mall product into the bargaining activity: start price (at most its mall price), floor price and the number of cuts from one to the other',
  request: z.object({
    productId: id,
    titles,
    /** Decimal dollars; the product's mall price when left out, and never above it. */
    originalPrice: z.string().trim().max(20).optional(),
    floorPrice: z.string().trim().max(20),
    cutsRequired: z.number().int().min(1).max(1000),
    reason,
  }),
  response: adminBargainEvent,
});

export const adminBargainEventsSetActive = defineCall({
  method: 'POST',
  path: '/api/admin/bargain/events/active',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['bargain_event.open', 'bargain_event.close'],
  summary: 'Open or close one bargaining event for new bargains (running bargains continue)',
  request: z.object({ eventId: id, active: z.boolean(), reason }),
  response: adminBargainEvent,
});

export const adminBargainEventsList = defineCall({
  method: 'POST',
  path: '/api/admin/bargain/events/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Bargaining events, newest first, with how many bargains were started, completed and bought',
  request: adminPageRequest,
  response: adminPageOf(adminBargainEvent),
});
