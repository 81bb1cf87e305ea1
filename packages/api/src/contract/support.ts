import { z } from 'zod';
import { SUPPORT_MAX_IMAGES, SUPPORT_TOPICS } from '../care.js';
import { empty, id, password, phone, timestamp } from './common.js';
import { defineCall } from './define.js';

export const supportTopic = z.enum(SUPPORT_TOPICS);
export const supportState = z.enum(['open', 'answered', 'closed']);
export const supportText = z.string().trim().min(1, { error: 'missing_parameters' }).max(2000);
export const supportImages = z.array(id).max(SUPPORT_MAX_IMAGES, { error: 'too_many_files' }).default([]);

export const supportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  text: z.string(),
  /** Upload ids; members read them at MEMBER_UPLOAD_PATH, operators at ADMIN_UPLOAD_PATH. */
  uploadIds: z.array(z.number().int()),
  createdAt: timestamp,
});

export const supportTicketSummary = z.object({
  id: z.number().int(),
  topic: supportTopic,
  state: supportState,
  /** An operator replied since the member last opened the thread. */
  unread: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const supportThread = supportTicketSummary.extend({ messages: z.array(supportMessage) });
export type SupportThread = z.infer<typeof supportThread>;

/** Names one conversation; the member's and the operator's calls on a thread take it. */
export const ticketRef = z.object({ ticketId: id });

/** A reply in a thread, the same from a member and from an operator. */
export const supportReplyRequest = ticketRef.extend({ text: supportText, uploadIds: supportImages });

export const supportTickets = defineCall({
  method: 'POST',
  path: '/api/auth/support/tickets',
  auth: 'member',
  summary: 'The member’s support conversations, latest activity first (not in SPEC §7)',
  request: empty,
  response: z.object({ items: z.array(supportTicketSummary), unreadCount: z.number().int() }),
});

export const supportOpen = defineCall({
  method: 'POST',
  path: '/api/auth/support/open',
  auth: 'member',
  summary: 'Open a support conversation with a topic, a text and up to 3 uploaded images',
  request: z.object({ topic: supportTopic, text: supportText, uploadIds: supportImages }),
  response: supportThread,
});

export const supportThreadCall = defineCall({
  method: 'POST',
  path: '/api/auth/support/thread',
  auth: 'member',
  summary: 'One of the member’s conversations with every message; reading it clears its unread mark',
  request: ticketRef,
  response: supportThread,
});

export const supportReply = defineCall({
  method: 'POST',
  path: '/api/auth/support/reply',
  auth: 'member',
  summary: 'Reply in one of the member’s open conversations',
  request: supportReplyRequest,
  response: supportThread,
});

/** The operator's own channels, shown to visitors too (a member who cannot log in). */
export const supportChannels = defineCall({
  method: 'GET',
  path: '/api/public/support/channels',
  auth: 'public',
  summary: 'The operator’s external support link and chat handle, for anyone (not in SPEC §7)',
  request: empty,
  response: z.object({ url: z.string(), chat: z.string() }),
});

/**
 * Support for a member who cannot log in (a banned account): the phone and password prove who
 * writes, the message joins the member's open conversation on the topic (or opens one), and the
 * member reads the answer in the app once they can log in again (docs/member-care.md).
 */
export const supportContact = defineCall({
  method: 'POST',
  path: '/api/public/support/contact',
  auth: 'public',
  summary:
    'Write to support without a session, proved by phone and password (a banned member); limited per address and per member',
  request: z.object({ phone, password, topic: supportTopic.default('account'), text: supportText }),
  response: z.object({ ticketId: z.number().int() }),
});
