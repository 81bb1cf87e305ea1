import {
  adminQuickReplies,
  adminQuickReplyDelete,
  adminQuickReplySave,
  adminSupportAssign,
  adminSupportClose,
  adminSupportList,
  adminSupportReply,
  adminSupportThreadCall,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { withMemberPhones } from '../accounts/index.js';
import {
  deleteQuickReply,
  findQuickReply,
  listQuickReplies,
  saveQuickReply,
} from './quick-replies-repository.js';
import { adminThread, operatorReply } from './support-service.js';
import { lockTicket, ticketsPage, updateTicket } from './support-repository.js';

/** The console's support queue: every change is audited with the ticket as its target. */
export function supportAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminSupportList, async (input) => {
    const page = await ticketsPage(db, input);
    const items = await withMemberPhones(db, page.items, (row, phone) => ({
      id: row.id,
      memberId: row.member_id,
      phone,
      topic: row.topic,
      state: row.state,
      assignedTo: row.assigned_to,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
    return { ...page, items };
  });

  route(scope, deps, adminSupportThreadCall, (input) => adminThread(db, input.ticketId));

  adminAction(scope, deps, adminSupportAssign, async (input, { operator, now }, trx) => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket) throw new AppError('not_found');
    await updateTicket(trx, ticket.id, { assigned_to: operator.username, updated_at: now.toISOString() });
    return {
      data: await adminThread(trx, ticket.id),
      audit: {
        action: 'support.assign',
        targetKind: 'support_ticket',
        targetId: ticket.id,
        before: { assignedTo: ticket.assigned_to },
        after: { assignedTo: operator.username },
      },
    };
  });

  adminAction(scope, deps, adminSupportReply, async (input, { operator, now }, trx) => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket) throw new AppError('not_found');
    await operatorReply(trx, ticket, {
      operator: operator.username,
      text: input.text,
      uploadIds: input.uploadIds,
      at: now,
    });
    return {
      data: await adminThread(trx, ticket.id),
      audit: {
        action: 'support.reply',
        targetKind: 'support_ticket',
        targetId: ticket.id,
        after: { text: input.text, uploadIds: input.uploadIds },
      },
    };
  });

  adminAction(scope, deps, adminSupportClose, async (input, { now }, trx) => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket) throw new AppError('not_found');
    if (ticket.state === 'closed') throw new AppError('already_resolved');
    await updateTicket(trx, ticket.id, { state: 'closed', updated_at: now.toISOString() });
    return {
      data: await adminThread(trx, ticket.id),
      audit: {
        action: 'support.close',
        targetKind: 'support_ticket',
        targetId: ticket.id,
        before: { state: ticket.state },
        after: { state: 'closed' },
        reason: input.reason ?? null,
      },
    };
  });

  route(scope, deps, adminQuickReplies, async () => ({ items: await listQuickReplies(db) }));

  adminAction(scope, deps, adminQuickReplySave, async (input, { now }, trx) => {
    const before = input.id === undefined ? undefined : await findQuickReply(trx, input.id);
    if (input.id !== undefined && !before) throw new AppError('not_found');
    const id = await saveQuickReply(trx, { ...input, at: now });
    const after = await findQuickReply(trx, id);
    if (!after) throw new AppError('not_found');
    return {
      data: after,
      audit: {
        action: before ? 'support.quick_reply.update' : 'support.quick_reply.create',
        targetKind: 'quick_reply',
        targetId: id,
        ...(before ? { before } : {}),
        after,
      },
    };
  });

  adminAction(scope, deps, adminQuickReplyDelete, async (input, _context, trx) => {
    const before = await findQuickReply(trx, input.id);
    if (!before) throw new AppError('not_found');
    await deleteQuickReply(trx, input.id);
    return {
      data: { ok: true as const },
      audit: { action: 'support.quick_reply.delete', targetKind: 'quick_reply', targetId: input.id, before },
    };
  });
}
