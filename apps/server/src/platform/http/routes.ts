import type { CallDef, CallPayload, CallResponse } from '@cloudmine/api';
import { roleAllows } from '@cloudmine/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthMember, AuthOperator, SessionLookup } from '../auth/principals.js';
import { bearerToken } from '../auth/tokens.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import type { MaintenanceGate } from '../maintenance/maintenance-gate.js';
import type { AuditWriter } from './audit-record.js';
import { callResponseSchema } from './response-serializer.js';
import { containsNul } from './text-guard.js';

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
    operator: AuthOperator | null;
    token: string | null;
  }
}

export interface CallContext<Auth extends 'public' | 'member' | 'operator'> {
  member: Auth extends 'member' ? AuthMember : null;
  operator: Auth extends 'operator' ? AuthOperator : null;
  /** The bearer token of an authenticated call, e.g. to revoke it at logout. */
  token: Auth extends 'public' ? null : string;
  ip: string;
  now: Date;
  request: FastifyRequest;
}

export type CallHandler<C extends CallDef> = (
  input: CallPayload<C>,
  context: CallContext<C['auth']>,
) => Promise<CallResponse<C>>;

export interface RouteDeps {
  db: Database;
  clock: Clock;
  /** Finds the caller of a member or operator call by its bearer token (wired in app/). */
  sessions: SessionLookup;
  /** Where `adminAction` writes its audit entries, in the action's transaction (wired in app/). */
  audit: AuditWriter;
  /** Refuses member-side calls while maintenance mode is on (none in a test's bare route set). */
  maintenance?: MaintenanceGate;
}

async function authenticate(call: CallDef, request: FastifyRequest, deps: RouteDeps): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const now = deps.clock.now();
  if (call.auth === 'member') {
    const member = token ? await deps.sessions.member(token, now) : null;
    if (!member) throw AppError.unauthorized();
    request.member = member;
  } else {
    const operator = token ? await deps.sessions.operator(token, now) : null;
    if (!operator) throw AppError.unauthorized();
    if (call.permission && !roleAllows(operator.role, call.permission))
      throw new AppError('permission_denied');
    request.operator = operator;
  }
  request.token = token;
}

/**
 * Registers one call on the enveloped scope: authenticates member and operator calls before anything
 * else (403 otherwise, and `permission_denied` for an operator whose role lacks the call's
 * permission), validates the payload with the contract's schema, and answers
 * `{ code: 200, message: 'ok', data }` validated against the contract's response schema.
 */
export function route<C extends CallDef>(
  scope: FastifyInstance,
  deps: RouteDeps,
  call: C,
  handler: CallHandler<C>,
): void {
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.method === 'POST' ? { body: call.request } : {}),
      response: { 200: callResponseSchema(call) },
      summary: call.summary,
      tags: [call.auth],
    },
    // After the envelope is opened and before the payload is validated: maintenance first, then without a valid token every
    // authenticated call answers 403, whatever its payload. Then text PostgreSQL cannot store (NUL)
    // is refused on both engines alike, before any handler sends it to the database.
    preValidation: async (request) => {
      // Before the caller is looked up: closed for maintenance is the answer whoever asks.
      await deps.maintenance?.check(call);
      if (call.auth !== 'public') await authenticate(call, request, deps);
      if (containsNul(request.body)) throw new AppError('parameter_error');
    },
    handler: async (request) => {
      const input = (call.method === 'POST' ? request.body : call.request.parse({})) as CallPayload<C>;
      const context = {
        member: request.member,
        operator: request.operator,
        token: request.token,
        ip: request.ip,
        now: deps.clock.now(),
        request,
      } as unknown as CallContext<C['auth']>;
      const data = await handler(input, context);
      return { code: 200 as const, message: 'ok' as const, data };
    },
  });
}
