import { z } from 'zod';
import { LANGUAGES } from '../../constants.js';
import { id, language, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { supportMessage, supportReplyRequest, supportState, supportTopic, ticketRef } from '../support.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const adminSupportRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  phone: z.string(),
  topic: supportTopic,
  state: supportState,
  assignedTo: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const adminSupportThread = adminSupportRow.extend({
  /** The member's language: the console inserts a quick reply in it. */
  language,
  messages: z.array(supportMessage.extend({ operator: z.string().nullable() })),
});
export type AdminSupportThread = z.infer<typeof adminSupportThread>;

export const adminSupportList = defineCall({
  method: 'POST',
  path: '/api/admin/support/list',
  auth: 'operator',
  permission: 'members.read',
  summary: 'Support conversations, waiting longest first, by state, topic and assignee',
  request: adminPageRequest.extend({
    state: supportState.optional(),
    topic: supportTopic.optional(),
    assignedTo: z.string().max(64).optional(),
  }),
  response: adminPageOf(adminSupportRow),
});

export const adminSupportThreadCall = defineCall({
  method: 'POST',
  path: '/api/admin/support/detail',
  auth: 'operator',
  permission: 'members.read',
  summary: 'One support conversation with every message',
  request: ticketRef,
  response: adminSupportThread,
});

export const adminSupportAssign = defineCall({
  method: 'POST',
  path: '/api/admin/support/assign',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['support.assign'],
  summary: 'Take a conversation (assign it to the calling operator)',
  request: ticketRef,
  response: adminSupportThread,
});

export const adminSupportReply = defineCall({
  method: 'POST',
  path: '/api/admin/support/reply',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['support.reply'],
  summary: 'Reply with text and up to 3 images the operator uploaded; the member sees a badge',
  request: supportReplyRequest,
  response: adminSupportThread,
});

export const adminSupportClose = defineCall({
  method: 'POST',
  path: '/api/admin/support/close',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['support.close'],
  summary: 'Close a conversation; the member opens a new one for anything further',
  request: ticketRef.extend({ reason: reason.optional() }),
  response: adminSupportThread,
});

export const quickReplyTexts = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().min(1).max(2000)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);

export const quickReply = z.object({
  id: z.number().int(),
  title: z.string(),
  texts: quickReplyTexts,
  updatedAt: timestamp,
});

export const adminQuickReplies = defineCall({
  method: 'POST',
  path: '/api/admin/support/quick-replies/list',
  auth: 'operator',
  permission: 'members.read',
  summary: 'The canned replies operators insert, each in zh, en and bd',
  request: z.object({}),
  response: z.object({ items: z.array(quickReply) }),
});

export const adminQuickReplySave = defineCall({
  method: 'POST',
  path: '/api/admin/support/quick-replies/save',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['support.quick_reply.create', 'support.quick_reply.update'],
  summary: 'Create a canned reply, or change one (with its id)',
  request: z.object({
    id: id.optional(),
    title: z.string().trim().min(1).max(100),
    texts: quickReplyTexts,
  }),
  response: quickReply,
});

export const adminQuickReplyDelete = defineCall({
  method: 'POST',
  path: '/api/admin/support/quick-replies/delete',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['support.quick_reply.delete'],
  summary: 'Delete a canned reply',
  request: z.object({ id }),
  response: z.object({ ok: z.literal(true) }),
});
