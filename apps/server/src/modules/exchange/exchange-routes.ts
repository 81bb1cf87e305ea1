import {
  conversionBalance,
  scoreExchange,
  scoreExchangeConfig,
  scoreExchangeRecords,
  scoreRecords,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { listMemberPostings, walletBalances } from '../../ledger/index.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { ExchangeService } from './exchange-service.js';

export interface ExchangeRouteDeps extends RouteDeps {
  exchange: ExchangeService;
}

export function exchangeRoutes(scope: FastifyInstance, deps: ExchangeRouteDeps): void {
  const { db, exchange } = deps;

  route(scope, deps, scoreExchangeConfig, (_input, { member }) => exchange.config(member.id));

  route(scope, deps, scoreExchange, (input, { member }) => exchange.exchange(member.id, input));

  route(scope, deps, scoreExchangeRecords, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const items = await exchange.records(db, member.id, {
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    return pageFrom(items, input.limit, (item) => item.id);
  });

  // The points record page: the member's postings on the points wallet.
  route(scope, deps, scoreRecords, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const rows = await listMemberPostings(db, member.id, {
      wallets: ['points'],
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    const items = rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt,
    }));
    const { points } = await walletBalances(db, member.id);
    return { ...pageFrom(items, input.limit, (item) => item.id), points };
  });

  route(scope, deps, conversionBalance, (input, { member }) => exchange.convert(member.id, input));
}
