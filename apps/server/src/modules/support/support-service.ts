import type { AdminSupportThread, SupportThread, SupportTopic } from '@cloudmine/api';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import { inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { memberLanguage, memberPhonesByIds } from '../accounts/index.js';
import { createSupportContact, type SupportContactDeps } from './support-contact.js';
import { assertUploadsUsable, shareOperatorUploads } from '../uploads/index.js';
import {
  findTicket,
  insertMessage,
  insertTicket,
  lockTicket,
  markTicketRead,
  memberTickets,
  memberUnreadTickets,
  ticketMessages,
  updateTicket,
  type MessageRow,
  type TicketRow,
} from './support-repository.js';

export interface SupportServiceDeps extends SupportContactDeps {
  db: Database;
  clock: Clock;
}

function summaryOf(ticket: TicketRow) {
  return {
    id: ticket.id,
    topic: ticket.topic,
    state: ticket.state,
    unread: ticket.member_unread === 1,
    createdAt: ticket.created_at,
    updatedAt: ticket.updated_at,
  };
}

/** `support_messages.upload_ids_json`: the ids of the uploads a message carries. */
const storedUploadIds = z.array(z.number().int().positive());

function messageOf(row: MessageRow) {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    uploadIds: parseStoredJson(storedUploadIds, row.upload_ids_json, 'support_messages.upload_ids_json'),
    createdAt: row.created_at,
  };
}

async function memberThread(db: Executor, ticket: TicketRow): Promise<SupportThread> {
  const messages = await ticketMessages(db, ticket.id);
  return { ...summaryOf(ticket), messages: messages.map(messageOf) };
}

/** The operator's view: with the member's phone, the assignee and who wrote each reply. */
export async function adminThread(db: Executor, ticketId: number): Promise<AdminSupportThread> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) throw new AppError('not_found');
  const [messages, phones, language] = await Promise.all([
    ticketMessages(db, ticket.id),
    memberPhonesByIds(db, [ticket.member_id]),
    memberLanguage(db, ticket.member_id),
  ]);
  return {
    id: ticket.id,
    memberId: ticket.member_id,
    phone: phones.get(ticket.member_id) ?? '',
    topic: ticket.topic,
    state: ticket.state,
    language,
    assignedTo: ticket.assigned_to,
    createdAt: ticket.created_at,
    updatedAt: ticket.updated_at,
    messages: messages.map((row) => ({ ...messageOf(row), operator: row.operator })),
  };
}

/** The member's own ticket, locked; another member's ticket is "not found", as one that does not exist. */
async function lockOwnTicket(trx: Trx, memberId: number, ticketId: number): Promise<TicketRow> {
  const ticket = await lockTicket(trx, ticketId);
  if (ticket?.member_id !== memberId) throw new AppError('not_found');
  return ticket;
}

export function createSupportService(deps: SupportServiceDeps) {
  const { db, clock } = deps;
  return {
    /** Support for a member who cannot log in (support-contact.ts). */
    contact: createSupportContact(deps),

    async list(memberId: number) {
      const [tickets, unreadCount] = await Promise.all([
        memberTickets(db, memberId),
        memberUnreadTickets(db, memberId),
      ]);
      return { items: tickets.map(summaryOf), unreadCount };
    },

    unreadCount: (memberId: number) => memberUnreadTickets(db, memberId),

    async open(
      memberId: number,
      input: { topic: SupportTopic; text: string; uploadIds: number[] },
    ): Promise<SupportThread> {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        await assertUploadsUsable(trx, { member: memberId }, 'support', input.uploadIds);
        const ticketId = await insertTicket(trx, { memberId, topic: input.topic, at: now });
        await insertMessage(trx, {
          ticketId,
          author: 'member',
          operator: null,
          text: input.text,
          uploadIds: input.uploadIds,
          at: now,
        });
        return memberThread(trx, await lockOwnTicket(trx, memberId, ticketId));
      });
    },

    /** The thread; opening it is reading it, so its unread mark goes. */
    async thread(memberId: number, ticketId: number): Promise<SupportThread> {
      const ticket = await findTicket(db, ticketId);
      if (ticket?.member_id !== memberId) throw new AppError('not_found');
      if (ticket.member_unread === 1) await markTicketRead(db, ticket.id);
      return memberThread(db, { ...ticket, member_unread: 0 });
    },

    async reply(
      memberId: number,
      input: { ticketId: number; text: string; uploadIds: number[] },
    ): Promise<SupportThread> {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        const ticket = await lockOwnTicket(trx, memberId, input.ticketId);
        if (ticket.state === 'closed') throw new AppError('ticket_closed');
        await assertUploadsUsable(trx, { member: memberId }, 'support', input.uploadIds);
        await insertMessage(trx, {
          ticketId: ticket.id,
          author: 'member',
          operator: null,
          text: input.text,
          uploadIds: input.uploadIds,
          at: now,
        });
        // The member spoke last: the ticket waits for an operator again.
        await updateTicket(trx, ticket.id, {
          state: 'open',
          member_unread: 0,
          updated_at: now.toISOString(),
        });
        return memberThread(trx, await lockOwnTicket(trx, memberId, ticket.id));
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

/** An operator's reply: the ticket waits for the member, who sees a badge until they read it. */
export async function operatorReply(
  trx: Trx,
  ticket: TicketRow,
  reply: { operator: string; text: string; uploadIds: number[]; at: Date },
): Promise<void> {
  if (ticket.state === 'closed') throw new AppError('ticket_closed');
  await assertUploadsUsable(trx, { operator: true }, 'support', reply.uploadIds);
  await shareOperatorUploads(trx, reply.uploadIds, ticket.member_id);
  await insertMessage(trx, {
    ticketId: ticket.id,
    author: 'operator',
    operator: reply.operator,
    text: reply.text,
    uploadIds: reply.uploadIds,
    at: reply.at,
  });
  await updateTicket(trx, ticket.id, {
    state: 'answered',
    member_unread: 1,
    // Whoever answers an unassigned ticket takes it.
    assigned_to: ticket.assigned_to ?? reply.operator,
    updated_at: reply.at.toISOString(),
  });
}
