import { roleAllows, type Permission } from '@cloudmine/api';
import type { FastifyRequest } from 'fastify';
import type { AuthMember, AuthOperator } from '../auth/principals.js';
import { bearerToken } from '../auth/tokens.js';
import { AppError } from '../errors.js';
import type { RouteDeps } from './routes.js';

/**
 * The caller of a route outside the contract that `route()` does not register (uploads, file
 * downloads): what `route()` checks for a member call, in the same order. Closed for maintenance
 * first, whoever asks; then the member's token (403 without one).
 */
export async function rawRouteMember(
  request: FastifyRequest,
  deps: RouteDeps,
  path: string,
): Promise<AuthMember> {
  await deps.maintenance?.check({ path });
  const token = bearerToken(request.headers.authorization);
  const member = token ? await deps.sessions.member(token, deps.clock.now()) : null;
  if (!member) throw AppError.unauthorized();
  return member;
}

/** The operator of such a route, with the permission it needs (`permission_denied` without). */
export async function rawRouteOperator(
  request: FastifyRequest,
  deps: RouteDeps,
  permission: Permission,
): Promise<AuthOperator> {
  const token = bearerToken(request.headers.authorization);
  const operator = token ? await deps.sessions.operator(token, deps.clock.now()) : null;
  if (!operator) throw AppError.unauthorized();
  if (!roleAllows(operator.role, permission)) throw new AppError('permission_denied');
  return operator;
}
