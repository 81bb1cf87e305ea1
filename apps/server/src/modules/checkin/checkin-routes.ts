import { checkinDo, checkinStatus } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { CheckinService } from './checkin-service.js';

export interface CheckinRouteDeps extends RouteDeps {
  checkin: CheckinService;
}

export function checkinRoutes(scope: FastifyInstance, deps: CheckinRouteDeps): void {
  const { checkin } = deps;
  route(scope, deps, checkinStatus, (input, { member }) => checkin.status(member.id, input.month));
  route(scope, deps, checkinDo, (input, { member }) => checkin.checkIn(member.id, input.idempotencyKey));
}
