import { bankBind, bankConfig, bankDelete, bankList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { BankCardsService } from './bank-cards-service.js';

export interface BankCardsRouteDeps extends RouteDeps {
  bankCards: BankCardsService;
}

export function bankCardsRoutes(scope: FastifyInstance, deps: BankCardsRouteDeps): void {
  const { db, bankCards } = deps;

  route(scope, deps, bankList, async (_input, { member }) => ({
    items: await bankCards.list(db, member.id),
  }));

  route(scope, deps, bankConfig, () => bankCards.config(db));

  route(scope, deps, bankBind, (input, { member }) => bankCards.bind(member.id, input));

  route(scope, deps, bankDelete, async (input, { member }) => {
    await bankCards.remove(member.id, input.cardId, input.fundPassword, input.totpCode);
    return { ok: true as const };
  });
}
