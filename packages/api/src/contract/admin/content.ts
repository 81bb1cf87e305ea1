import { z } from 'zod';
import { done, empty, id, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

/** A short text in each language; English is required and stands in for a missing one. */
export function localizedText(max: number) {
  return z.object({
    en: z.string().trim().min(1).max(max),
    zh: z.string().trim().max(max).default(''),
    bd: z.string().trim().max(max).default(''),
  });
}

const titledText = z.object({
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(5000),
});
/** A title and body per language; English required. */
export const localizedArticle = z.object({
  en: titledText,
  zh: titledText.optional(),
  bd: titledText.optional(),
});

/** An image the app can show: a path on this host or an https URL. */
export const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[\w./-]*|https:\/\/\S+)$/, { error: 'parameter_error' });

/** A route of the app (SPEC §2) or nothing. */
export const appLink = z
  .string()
  .trim()
  .max(100)
  .regex(/^(|\/|\/pages\/[A-Za-z]+\/[A-Za-z]+)$/, { error: 'parameter_error' });

// Notices

export const adminNoticeRow = z.object({
  id: z.number().int(),
  texts: localizedArticle,
  published: z.boolean(),
  publishedAt: timestamp,
  createdAt: timestamp,
});

export const adminNoticesList = defineCall({
  method: 'POST',
  path: '/api/admin/notices/list',
  auth: 'operator',
  permission: 'content.manage',
  summary: 'Every notice, newest first, published or not',
  request: adminPageRequest,
  response: adminPageOf(adminNoticeRow),
});

export const adminNoticeSave = defineCall({
  method: 'POST',
  path: '/api/admin/notices/save',
  auth: 'operator',
  permission: 'content.manage',
  audit: ['notice.create', 'notice.update'],
  summary: 'Create a notice, or change one by id; unpublished notices stay hidden from members',
  request: z.object({
    id: id.optional(),
    texts: localizedArticle,
    published: z.boolean().default(true),
    /** When it shows; now when absent. A time in the future schedules it. */
    publishedAt: timestamp.optional(),
    reason,
  }),
  response: adminNoticeRow,
});

// Carousel

export const adminCarouselRow = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  titles: localizedText(80),
  linkPath: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: timestamp,
});

export const adminCarouselList = defineCall({
  method: 'POST',
  path: '/api/admin/carousel/list',
  auth: 'operator',
  permission: 'content.manage',
  summary: 'Every carousel image in display order, active or not',
  request: empty,
  response: z.object({ items: z.array(adminCarouselRow) }),
});

export const adminCarouselSave = defineCall({
  method: 'POST',
  path: '/api/admin/carousel/save',
  auth: 'operator',
  permission: 'content.manage',
  audit: ['carousel.create', 'carousel.update'],
  summary: 'Add a carousel image, or change one by id',
  request: z.object({
    id: id.optional(),
    imageUrl,
    titles: localizedText(80),
    linkPath: appLink.default(''),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
    reason,
  }),
  response: adminCarouselRow,
});

export const adminCarouselDelete = defineCall({
  method: 'POST',
  path: '/api/admin/carousel/delete',
  auth: 'operator',
  permission: 'content.manage',
  audit: ['carousel.delete'],
  summary: 'Remove a carousel image',
  request: z.object({ id, reason }),
  response: done,
});

// Member messages

export const adminMessageRow = z.object({
  id: z.number().int(),
  /** Null for a message to every member. */
  memberId: z.number().int().nullable(),
  phone: z.string().nullable(),
  texts: localizedArticle,
  /** Members who have read it. */
  readCount: z.number().int(),
  createdAt: timestamp,
});

export const adminMessageSend = defineCall({
  method: 'POST',
  path: '/api/admin/messages/send',
  auth: 'operator',
  permission: 'content.manage',
  audit: ['message.send', 'message.broadcast'],
  summary: 'Send a message to one member (by phone) or to every member registered at the time of sending',
  request: z.object({
    /** The member's phone; absent to send to everyone. */
    phone: z.string().trim().min(5).max(20).optional(),
    texts: localizedArticle,
    reason,
  }),
  response: adminMessageRow,
});

export const adminMessagesList = defineCall({
  method: 'POST',
  path: '/api/admin/messages/list',
  auth: 'operator',
  permission: 'content.manage',
  summary: 'Messages sent, newest first, optionally those of one member (their own and broadcasts)',
  request: adminPageRequest.extend({ memberId: z.number().int().optional() }),
  response: adminPageOf(adminMessageRow),
});
