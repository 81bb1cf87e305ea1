import { z } from 'zod';
import { id, idempotencyKey, minorAmount, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';

/**
 * The bargaining (knife-cut) activity (SPEC §6): an initiator starts a bargain on a product of an
 * event, their subordinates each cut the price once, and at the floor the initiator may buy at that
 * price. None of these calls is in SPEC §7; they follow its style (docs/api.md, docs/bargain.md).
 */

/** `open`: still being cut; `completed`: at the floor, can be bought; `bought`; `expired`: time ran out. */
export const BARGAIN_STATUSES = ['open', 'completed', 'bought', 'expired'] as const;
export type BargainStatus = (typeof BARGAIN_STATUSES)[number];

export const bargainEvent = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  /** The product's first image, if it has one. */
  imageUrl: z.string().nullable(),
  originalPriceMinor: minorAmount,
  floorPriceMinor: minorAmount,
  /** How many cuts take the price from the original to the floor. */
  cutsRequired: z.number().int(),
  /** The caller's latest bargain on this event, if any. */
  myBargainId: z.number().int().nullable(),
});
export type BargainEvent = z.infer<typeof bargainEvent>;

export const bargainCutRecord = z.object({
  maskedPhone: z.string(),
  nickname: z.string(),
  amountMinor: minorAmount,
  createdAt: timestamp,
});

export const bargainSummary = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  /** The initiator, masked (e.g. 017****5678). */
  initiator: z.string(),
  originalPriceMinor: minorAmount,
  floorPriceMinor: minorAmount,
  priceMinor: minorAmount,
  cutsRequired: z.number().int(),
  cutsMade: z.number().int(),
  status: z.enum(BARGAIN_STATUSES),
  expiresAt: timestamp,
  createdAt: timestamp,
  orderId: z.number().int().nullable(),
  /** The caller started it. */
  mine: z.boolean(),
  /** The caller already cut it. */
  cutByMe: z.boolean(),
});
export type BargainSummary = z.infer<typeof bargainSummary>;

export const bargain = bargainSummary.extend({ cuts: z.array(bargainCutRecord) });
export type Bargain = z.infer<typeof bargain>;

/** Names one bargain: the calls on an existing bargain take it. */
const bargainRef = z.object({ bargainId: id });

export const bargainEvents = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/events',
  auth: 'member',
  summary: 'The bargaining activity: whether it is open, when it ends, and its products',
  request: z.object({}),
  response: z.object({
    open: z.boolean(),
    endsAt: timestamp.nullable(),
    minVipLevel: z.number().int(),
    registeredTodayOnly: z.boolean(),
    /**
     * The activity asks for a bought machine (`bargain.requires_machine`) and the member has none yet:
     * the page says so and links to the Mall before a start is refused (issue 18).
     */
    needsMachine: z.boolean(),
    events: z.array(bargainEvent),
  }),
});

export const bargainStart = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/start',
  auth: 'member',
  summary: 'Start a bargain on an event; the caller becomes its initiator',
  request: z.object({ eventId: id }),
  response: bargain,
});

export const bargainDetail = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/detail',
  auth: 'member',
  summary: 'One bargain with its cuts; only its initiator and the initiator’s subordinates see it',
  request: bargainRef,
  response: bargain,
});

export const bargainCut = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/cut',
  auth: 'member',
  summary: 'Cut the price of an upline’s bargain, once per member; never below the floor',
  request: bargainRef,
  response: z.object({ cutMinor: minorAmount, bargain }),
});

export const bargainMine = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/mine',
  auth: 'member',
  summary: 'Bargains the caller started, newest first',
  ...pagedList(bargainSummary),
});

export const bargainCuttable = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/cuttable',
  auth: 'member',
  summary: 'Open bargains of the caller’s uplines that the caller may cut, newest first',
  ...pagedList(bargainSummary),
});

export const bargainBuy = defineCall({
  method: 'POST',
  path: '/api/auth/bargain/buy',
  auth: 'member',
  summary: 'Buy the product of a bargain that reached its floor, at the floor price, from the balance',
  moneyMoving: true,
  request: bargainRef.extend({ idempotencyKey }),
  response: z.object({ orderId: z.number().int(), priceMinor: minorAmount }),
});
