import { messages, messagesRead, messagesUnread } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { MessagesService } from './messages-service.js';

export interface MessagesRouteDeps extends RouteDeps {
  messages: MessagesService;
}

export function messagesRoutes(scope: FastifyInstance, deps: MessagesRouteDeps): void {
  const service = deps.messages;

  route(scope, deps, messages, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const { items, unreadCount } = await service.list(member.id, member.language, {
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    return { ...pageFrom(items, input.limit, (item) => item.id), unreadCount };
  });

  route(scope, deps, messagesRead, async (input, { member }) => ({
    unreadCount: await service.markRead(member.id, 'ids' in input ? input.ids : null),
  }));

  route(scope, deps, messagesUnread, async (_input, { member }) => ({
    unreadCount: await service.unreadCount(member.id),
  }));
}
