import {
  adminPledgeProductSave,
  adminPledgeProductsList,
  pledge,
  pledgeBalance,
  pledgeProducts,
  pledgeRecords,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { imageList, parseTexts, storedTexts } from '../investments/catalogue.js';
import type { PledgeProductRow, PledgeService } from './pledge-service.js';

export interface PledgeRouteDeps extends RouteDeps {
  pledge: PledgeService;
}

async function adminProduct(db: Executor, row: PledgeProductRow) {
  const pledged = await db
    .selectFrom('pledges')
    .select(sql<number>`coalesce(sum(principal_minor), 0)`.as('total'))
    .where('product_id', '=', row.id)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    imageUrls: imageList(row.image_urls_json),
    termDays: row.term_days,
    dailyRateBps: row.daily_rate_bps,
    minAmountMinor: row.min_amount_minor,
    maxPerMemberMinor: row.max_per_member_minor,
    requiredVipLevel: row.required_vip_level,
    onSale: row.on_sale === 1,
    pledgedMinor: Number(pledged.total),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function pledgeRoutes(scope: FastifyInstance, deps: PledgeRouteDeps): void {
  const { db } = deps;
  const service = deps.pledge;

  route(scope, deps, pledgeProducts, async (input, { member }) => {
    const items = await service.products(member.id, member.language, {
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

  route(scope, deps, pledgeRecords, async (input, { member }) => {
    const items = await service.records(member, {
      status: input.status,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (record) => record.id);
  });

  // Operator calls
  route(scope, deps, adminPledgeProductsList, async (input) => {
    const { total } = await db
      .selectFrom('pledge_products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('pledge_products')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    const items = [];
    for (const row of rows) items.push(await adminProduct(db, row));
    return { total: Number(total), page: input.page, pageSize: input.pageSize, items };
  });

  adminAction(scope, deps, adminPledgeProductSave, async (input, { now }, trx) => {
    const minAmount = operatorCents(input.minAmount, { allowZero: true });
    const maxPerMember = operatorCents(input.maxPerMember);
    if (minAmount > maxPerMember) throw new AppError('parameter_error');
    const values = {
      texts_json: storedTexts(input),
      image_urls_json: JSON.stringify(input.imageUrls),
      term_days: input.termDays,
      daily_rate_bps: input.dailyRateBps,
      min_amount_minor: minAmount,
      max_per_member_minor: maxPerMember,
      required_vip_level: input.requiredVipLevel,
      on_sale: input.onSale ? 1 : 0,
      updated_at: now.toISOString(),
    };
    const before =
      input.id === undefined
        ? undefined
        : await trx.selectFrom('pledge_products').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (input.id !== undefined && !before) throw new AppError('pledge_product_not_found');
    const row = before
      ? await trx
          .updateTable('pledge_products')
          .set(values)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('pledge_products')
          .values({ ...values, created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
    const data = await adminProduct(trx, row);
    return {
      data,
      audit: {
        action: before ? 'pledge.product.update' : 'pledge.product.create',
        targetKind: 'pledge_product',
        targetId: row.id,
        ...(before ? { before: await adminProduct(trx, before) } : {}),
        after: data,
        reason: input.reason,
      },
    };
  });
}
