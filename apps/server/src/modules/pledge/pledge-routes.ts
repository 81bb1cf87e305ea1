import {
  adminPledgeProductSave,
  adminPledgeProductsList,
  pledge,
  pledgeBalance,
  pledgeIncomeDays,
  pledgeProducts,
  pledgeRecords,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, memberPage, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { saveProduct } from '../investments/index.js';
import { adminPledgeProducts, pledgeCatalogue } from './pledge-catalogue.js';
import { pledgeIncomeDaysOf } from './pledge-income-days.js';
import type { PledgeService } from './pledge-service.js';

export interface PledgeRouteDeps extends RouteDeps {
  pledge: PledgeService;
  settings: SettingsReader<typeof platformSettings>;
}

export function pledgeRoutes(scope: FastifyInstance, deps: PledgeRouteDeps): void {
  const { db } = deps;
  const service = deps.pledge;

  route(scope, deps, pledgeProducts, async (input, { member }) => {
    const items = await service.products(member, {
      limit: input.limit,
      afterId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (product) => product.id);
  });

  route(scope, deps, pledgeBalance, (_input, { member }) => service.balance(member.id));

  route(scope, deps, pledge, (input, { member, now }) =>
    service.pledge(
      member,
      { productId: input.productId, amount: input.amount },
      { idempotencyKey: input.idempotencyKey, now, call: pledge.path },
    ),
  );

  route(scope, deps, pledgeRecords, (input, { member }) =>
    memberPage(input, (page) => service.records(member, { ...page, status: input.status })),
  );

  route(scope, deps, pledgeIncomeDays, async (input, { member, now }) =>
    pledgeIncomeDaysOf(db, member.id, input.pledgeId, now, await deps.settings.get('business.time_zone')),
  );

  // Operator calls
  route(scope, deps, adminPledgeProductsList, (input) => adminPledgeProducts(db, input));

  adminAction(scope, deps, adminPledgeProductSave, (input, { now }, trx) =>
    saveProduct(trx, pledgeCatalogue, input, now),
  );
}
