import { verification, verificationSubmit } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { VerificationService } from './verification-service.js';

export interface VerificationRouteDeps extends RouteDeps {
  verification: VerificationService;
}

export function verificationRoutes(scope: FastifyInstance, deps: VerificationRouteDeps): void {
  route(scope, deps, verification, (_input, { member }) => deps.verification.status(member.id));
  route(scope, deps, verificationSubmit, (input, { member }) => deps.verification.submit(member.id, input));
}
