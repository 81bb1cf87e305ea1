import {
  adminMallOrdersList,
  adminMallProductSave,
  adminMallProductsList,
  mallIncomeDays,
  mallOrders,
  mallProducts,
  mallPurchase,
  mallRebateRates,
  mallSell,
  mallStart,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, memberPage, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { saveProduct } from '../investments/index.js';
import { adminOrders, adminProducts, miningCatalogue } from './mall-catalogue.js';
import type { MallService } from './mall-service.js';
import { orderIncomeDays } from './income-days.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';

export interface MallRouteDeps extends RouteDeps {
  mall: MallService;
  settings: SettingsReader<typeof platformSettings>;
}

export function mallRoutes(scope: FastifyInstance, deps: MallRouteDeps): void {
  const { db, mall } = deps;

  route(scope, deps, mallProducts, async (input, { member }) => {
    const items = await mall.products(member.id, member.language, {
      limit: input.limit,
      ...(input.productId === undefined ? {} : { productId: input.productId }),
      ...(input.cursor ? { afterId: decodeCursor(input.cursor) } : {}),
    });
    return pageFrom(items, input.limit, (product) => product.id);
  });

  route(scope, deps, mallPurchase, (input, { member, now }) => {
    const { idempotencyKey, ...order } = input;
    return mall.purchase(member, order, { idempotencyKey, now, call: mallPurchase.path });
  });

  route(scope, deps, mallOrders, (input, { member }) =>
    memberPage(input, (page) => mall.orders(member, { ...page, status: input.status })),
  );

  route(scope, deps, mallStart, async (input, { member }) => ({
    order: await mall.start(member, input.orderId),
  }));

  route(scope, deps, mallSell, (input, { member, now }) =>
    mall.sell(member, input.orderId, { idempotencyKey: input.idempotencyKey, now, call: mallSell.path }),
  );

  route(scope, deps, mallIncomeDays, async (input, { member, now }) =>
    orderIncomeDays(db, member.id, input.orderId, now, await deps.settings.get('business.time_zone')),
  );

  route(scope, deps, mallRebateRates, (_input, { member }) => mall.rebateRates(member.id));

  // Operator calls
  route(scope, deps, adminMallProductsList, (input) => adminProducts(db, input));

  adminAction(scope, deps, adminMallProductSave, (input, { now }, trx) =>
    saveProduct(trx, miningCatalogue, input, now),
  );

  route(scope, deps, adminMallOrdersList, (input) => adminOrders(db, input));
}
