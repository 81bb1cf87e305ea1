import {
  adminMallOrdersList,
  adminMallProductSave,
  adminMallProductsList,
  mallOrders,
  mallProducts,
  mallPurchase,
  mallRebateRates,
  mallSell,
  mallStart,
  type AdminMiningProduct,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { adminPage, decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { imageList, parseTexts, storedTexts } from '../investments/catalogue.js';
import { findProduct, type ProductRow } from './mall-repository.js';
import type { MallService } from './mall-service.js';

export interface MallRouteDeps extends RouteDeps {
  mall: MallService;
}

function adminProduct(row: ProductRow): AdminMiningProduct {
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    imageUrls: imageList(row.image_urls_json),
    priceMinor: row.price_minor,
    dailyIncomeMinor: row.daily_income_minor,
    termDays: row.term_days,
    stock: row.stock,
    maxPerMember: row.max_per_member,
    requiredVipLevel: row.required_vip_level,
    prerequisiteProductId: row.prerequisite_product_id,
    onSale: row.on_sale === 1,
    soldQuantity: row.sold_quantity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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

  route(scope, deps, mallOrders, async (input, { member }) => {
    const items = await mall.orders(member, {
      status: input.status,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (order) => order.id);
  });

  route(scope, deps, mallStart, async (input, { member }) => ({
    order: await mall.start(member, input.orderId),
  }));

  route(scope, deps, mallSell, (input, { member, now }) =>
    mall.sell(member, input.orderId, { idempotencyKey: input.idempotencyKey, now, call: mallSell.path }),
  );

  route(scope, deps, mallRebateRates, (_input, { member }) => mall.rebateRates(member.id));

  // Operator calls
  route(scope, deps, adminMallProductsList, async (input) => {
    const base = db
      .selectFrom('mining_products')
      .$if(input.onSale !== undefined, (qb) => qb.where('on_sale', '=', input.onSale ? 1 : 0));
    return adminPage(base, input, (qb) => qb.selectAll().orderBy('id', 'desc'), adminProduct);
  });

  adminAction(scope, deps, adminMallProductSave, async (input, { now }, trx) => {
    const values = {
      texts_json: storedTexts(input),
      image_urls_json: JSON.stringify(input.imageUrls),
      price_minor: operatorCents(input.price),
      daily_income_minor: operatorCents(input.dailyIncome, { allowZero: true }),
      term_days: input.termDays,
      stock: input.stock,
      max_per_member: input.maxPerMember,
      required_vip_level: input.requiredVipLevel,
      prerequisite_product_id: input.prerequisiteProductId,
      on_sale: input.onSale ? 1 : 0,
      updated_at: now.toISOString(),
    };
    if (input.prerequisiteProductId !== null) {
      if (input.prerequisiteProductId === input.id) throw new AppError('parameter_error');
      if (!(await findProduct(trx, input.prerequisiteProductId))) throw new AppError('product_not_found');
    }
    const before = input.id === undefined ? undefined : await findProduct(trx, input.id);
    if (input.id !== undefined && !before) throw new AppError('product_not_found');
    const row = before
      ? await trx
          .updateTable('mining_products')
          .set(values)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('mining_products')
          .values({ ...values, created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
    const data = adminProduct(row);
    return {
      data,
      audit: {
        action: before ? 'mall.product.update' : 'mall.product.create',
        targetKind: 'mining_product',
        targetId: row.id,
        ...(before ? { before: adminProduct(before) } : {}),
        after: data,
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminMallOrdersList, async (input) => {
    const base = db
      .selectFrom('mining_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .$if(input.memberId !== undefined, (qb) => qb.where('o.member_id', '=', input.memberId ?? 0))
      .$if(input.productId !== undefined, (qb) => qb.where('o.product_id', '=', input.productId ?? 0))
      .$if(input.status !== undefined, (qb) => qb.where('o.status', '=', input.status ?? 'running'));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('o')
      .select('m.phone')
      .orderBy('o.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return {
      total: Number(total),
      page: input.page,
      pageSize: input.pageSize,
      items: rows.map((row) => ({
        id: row.id,
        memberId: row.member_id,
        phone: row.phone,
        productId: row.product_id,
        quantity: row.quantity,
        paidMinor: row.paid_minor,
        discountMinor: row.discount_minor,
        status: row.status,
        daysPaid: row.days_paid,
        termDays: row.term_days,
        incomePaidMinor: row.income_paid_minor,
        refundMinor: row.refund_minor,
        source: row.source_kind ?? 'mall',
        purchasedAt: row.purchased_at,
      })),
    };
  });
}
