import { adminMessageSend, adminMessagesList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts } from '../../platform/http/operator-input.js';
import { memberIdByPhone } from '../accounts/index.js';
import { adminMessagesPage, findAdminMessage, insertMessage } from './messages-repository.js';

/** Operator calls for member messages (permission content.manage). */
export function messagesAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  adminAction(scope, deps, adminMessageSend, async (input, { now }, trx) => {
    let memberId: number | null = null;
    if (input.phone !== undefined) {
      memberId = (await memberIdByPhone(trx, input.phone)) ?? null;
      if (memberId === null) throw new AppError('phone_not_registered');
    }
    const id = await insertMessage(trx, { memberId, texts: compactTexts(input.texts), at: now });
    const after = await findAdminMessage(trx, id);
    if (!after) throw new AppError('not_found');
    return {
      data: after,
      audit: {
        action: memberId === null ? 'message.broadcast' : 'message.send',
        targetKind: memberId === null ? 'all_members' : 'member',
        targetId: memberId ?? 'all',
        after: { messageId: id, texts: after.texts },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminMessagesList, (input) => adminMessagesPage(db, input));
}
