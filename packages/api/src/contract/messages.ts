import { z } from 'zod';
import { SUPPORT_TOPICS } from '../care.js';
import { empty, id, pageOf, pageRequest, timestamp } from './common.js';
import { defineCall } from './define.js';

export const memberMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** Sent to every member rather than to this one. */
  broadcast: z.boolean(),
  createdAt: timestamp,
});
export type MemberMessage = z.infer<typeof memberMessage>;

/** Unread messages, counted up to BADGE_MAX + 1 so the badge can show "999+". */
const unreadCount = z.number().int();

export const messages = defineCall({
  method: 'POST',
  path: '/api/auth/messages',
  auth: 'member',
  summary: 'The member’s messages, newest first, with read state and the unread count',
  request: pageRequest,
  response: pageOf(memberMessage).extend({ unreadCount }),
});

export const messagesRead = defineCall({
  method: 'POST',
  path: '/api/auth/messages/read',
  auth: 'member',
  summary: 'Mark messages read: the listed ids, or all of them (not in SPEC §7)',
  request: z.union([z.object({ ids: z.array(id).min(1).max(100) }), z.object({ all: z.literal(true) })]),
  response: z.object({ unreadCount }),
});

export const messagesUnread = defineCall({
  method: 'POST',
  path: '/api/auth/messages/unread',
  auth: 'member',
  summary: 'The unread count for the message badge (not in SPEC §7)',
  request: empty,
  response: z.object({ unreadCount }),
});

export const customerService = defineCall({
  method: 'POST',
  path: '/api/auth/customer/service',
  auth: 'member',
  summary:
    'What the app needs to open support: in-app conversations with their unread replies and topics, and the operator’s web link and chat address (empty when unset) as alternatives',
  request: empty,
  response: z.object({
    url: z.string(),
    chat: z.string(),
    /** Conversations with an operator reply the member has not read (the badge on My). */
    unreadCount,
    topics: z.array(z.enum(SUPPORT_TOPICS)),
  }),
});
