import {
  adminFundSave,
  adminFundsList,
  fundHoldings,
  fundIncome,
  fundIncomeDays,
  fundInvest,
  fundProducts,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, memberPage, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { saveProduct } from '../investments/index.js';
import { holdingIncomeDaysOf } from './fund-income-days.js';
import { adminFunds, fundCatalogue } from './funds-catalogue.js';
import type { FundsService } from './funds-service.js';

export interface FundsRouteDeps extends RouteDeps {
  funds: FundsService;
  settings: SettingsReader<typeof platformSettings>;
}

export function fundsRoutes(scope: FastifyInstance, deps: FundsRouteDeps): void {
  const { db, funds } = deps;

  route(scope, deps, fundProducts, async (input, { member }) => {
    const items = await funds.products(member, {
      limit: input.limit,
      afterId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (fund) => fund.id);
  });

  route(scope, deps, fundInvest, (input, { member, now }) =>
    funds.invest(
      member,
      { fundId: input.fundId, amount: input.amount },
      { idempotencyKey: input.idempotencyKey, now, call: fundInvest.path },
    ),
  );

  route(scope, deps, fundHoldings, (input, { member }) =>
    memberPage(input, (page) => funds.holdings(member, { ...page, status: input.status })),
  );

  route(scope, deps, fundIncome, async (input, { member }) => {
    const result = await funds.income(member, {
      holdingId: input.holdingId,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return { ...result, ...pageFrom(result.items, input.limit, (row) => row.id) };
  });

  route(scope, deps, fundIncomeDays, async (input, { member, now }) =>
    holdingIncomeDaysOf(db, member.id, input.holdingId, now, await deps.settings.get('business.time_zone')),
  );

  // Operator calls
  route(scope, deps, adminFundsList, (input) => adminFunds(db, input));

  adminAction(scope, deps, adminFundSave, (input, { now }, trx) =>
    saveProduct(trx, fundCatalogue, input, now),
  );
}
