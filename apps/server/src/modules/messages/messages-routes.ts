import { customerService, messages, messagesRead, messagesUnread } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { MessagesService } from './messages-service.js';
import type { messagesSettings } from './messages-settings.js';

export interface MessagesRouteDeps extends RouteDeps {
  messages: MessagesService;
  settings: SettingsReader<typeof messagesSettings>;
}

export function messagesRoutes(scope: FastifyInstance, deps: MessagesRouteDeps): void {
  const { settings } = deps;
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

  route(scope, deps, customerService, async () => ({
    url: await settings.get('customer_service.url'),
    chat: await settings.get('customer_service.chat'),
  }));
}
