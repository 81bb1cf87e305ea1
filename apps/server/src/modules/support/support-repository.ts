import type { SupportTopic } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { SupportMessagesTable, SupportTicketsTable } from '../../platform/db/tables/care.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { forUpdate } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';

/** `support_tickets` and `support_messages`: conversations and what was said in them. */

export type TicketRow = Selectable<SupportTicketsTable>;
export type MessageRow = Selectable<SupportMessagesTable>;
export type TicketState = TicketRow['state'];

export async function insertTicket(
  trx: Trx,
  ticket: { memberId: number; topic: SupportTopic; at: Date },
): Promise<number> {
  const at = ticket.at.toISOString();
  const row = await trx
    .insertInto('support_tickets')
    .values({
      member_id: ticket.memberId,
      topic: ticket.topic,
      state: 'open',
      assigned_to: null,
      member_unread: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMessage(
  trx: Trx,
  message: {
    ticketId: number;
    author: 'member' | 'operator';
    operator: string | null;
    text: string;
    uploadIds: readonly number[];
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('support_messages')
    .values({
      ticket_id: message.ticketId,
      author: message.author,
      operator: message.operator,
      text: message.text,
      upload_ids_json: JSON.stringify(message.uploadIds),
      created_at: message.at.toISOString(),
    })
    .execute();
}

export function findTicket(db: Executor, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockTicket(trx: Trx, id: number): Promise<TicketRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('support_tickets').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** The member's latest conversation on `topic` that is not closed, locked; undefined if none. */
export function lockOpenTicketOnTopic(
  trx: Trx,
  memberId: number,
  topic: SupportTopic,
): Promise<TicketRow | undefined> {
  return forUpdate(
    trx,
    trx
      .selectFrom('support_tickets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('topic', '=', topic)
      .where('state', '!=', 'closed')
      .orderBy('id', 'desc')
      .limit(1),
  ).executeTakeFirst();
}

export async function updateTicket(
  trx: Trx,
  id: number,
  changes: Partial<Pick<TicketRow, 'state' | 'assigned_to' | 'member_unread' | 'updated_at'>>,
): Promise<void> {
  await trx.updateTable('support_tickets').set(changes).where('id', '=', id).execute();
}

/** Clears the unread mark of a member's own ticket (outside any transaction: a read). */
export async function markTicketRead(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('support_tickets')
    .set({ member_unread: 0 })
    .where('id', '=', id)
    .where('member_unread', '=', 1)
    .execute();
}

export function ticketMessages(db: Executor, ticketId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('support_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('id', 'asc')
    .execute();
}

/** A member's tickets, latest activity first (bounded: a member has few conversations). */
export function memberTickets(db: Executor, memberId: number): Promise<TicketRow[]> {
  return db
    .selectFrom('support_tickets')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function memberUnreadTickets(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('member_unread', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function ticketsPage(
  db: Executor,
  filter: {
    state?: TicketState;
    topic?: SupportTopic;
    assignedTo?: string;
    page: number;
    pageSize: number;
  },
) {
  const query = db
    .selectFrom('support_tickets')
    .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state ?? 'open'))
    .$if(filter.topic !== undefined, (qb) => qb.where('topic', '=', filter.topic ?? 'other'))
    .$if(filter.assignedTo !== undefined, (qb) => qb.where('assigned_to', '=', filter.assignedTo ?? ''));
  return adminPage(
    query,
    filter,
    // Who waited longest first.
    (qb) => qb.selectAll().orderBy('updated_at', 'asc').orderBy('id', 'asc'),
    (row): TicketRow => row,
  );
}
