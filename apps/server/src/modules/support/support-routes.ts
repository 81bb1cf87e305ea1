import {
  customerService,
  SUPPORT_TOPICS,
  supportChannels,
  supportContact,
  supportOpen,
  supportReply,
  supportThreadCall,
  supportTickets,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { storedUserAgent } from '../accounts/index.js';
import type { messagesSettings } from '../messages/index.js';
import type { SupportService } from './support-service.js';

export interface SupportRouteDeps extends RouteDeps {
  support: SupportService;
  settings: SettingsReader<typeof messagesSettings>;
}

/** The member's support conversations (docs/member-care.md). */
export function supportRoutes(scope: FastifyInstance, deps: SupportRouteDeps): void {
  const { support, settings } = deps;
  // SPEC's entry point: in-app support first, the operator's own channels as alternatives.
  route(scope, deps, customerService, async (_input, { member }) => ({
    url: await settings.get('customer_service.url'),
    chat: await settings.get('customer_service.chat'),
    unreadCount: await support.unreadCount(member.id),
    topics: [...SUPPORT_TOPICS],
  }));
  // For visitors too: a member who cannot log in (a banned account) still finds a way to write.
  route(scope, deps, supportChannels, async () => ({
    url: await settings.get('customer_service.url'),
    chat: await settings.get('customer_service.chat'),
  }));
  route(scope, deps, supportContact, (input, { ip, request }) =>
    support.contact(input, { ip, userAgent: storedUserAgent(request.headers['user-agent']) }),
  );
  route(scope, deps, supportTickets, (_input, { member }) => support.list(member.id));
  route(scope, deps, supportOpen, (input, { member }) => support.open(member.id, input));
  route(scope, deps, supportThreadCall, (input, { member }) => support.thread(member.id, input.ticketId));
  route(scope, deps, supportReply, (input, { member }) => support.reply(member.id, input));
}
