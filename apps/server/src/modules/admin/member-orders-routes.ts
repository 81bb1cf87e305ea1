import { adminMemberOrders } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { findMemberById } from '../accounts/index.js';
import { listMemberOrders } from './member-orders-repository.js';

export function memberOrdersRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  route(scope, deps, adminMemberOrders, async (input) => {
    if (!(await findMemberById(deps.db, input.memberId))) throw new AppError('not_found');
    return listMemberOrders(deps.db, input);
  });
}
