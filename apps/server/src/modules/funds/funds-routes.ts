import {
  adminFundSave,
  adminFundsList,
  fundHoldings,
  fundIncome,
  fundInvest,
  fundProducts,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { imageList, parseTexts, storedTexts } from '../investments/catalogue.js';
import type { FundRow, FundsService } from './funds-service.js';

export interface FundsRouteDeps extends RouteDeps {
  funds: FundsService;
}

function adminFund(row: FundRow) {
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    imageUrls: imageList(row.image_urls_json),
    dailyRateBps: row.daily_rate_bps,
    termDays: row.term_days,
    minAmountMinor: row.min_amount_minor,
    maxAmountMinor: row.max_amount_minor,
    maxTimes: row.max_times,
    totalCapMinor: row.total_cap_minor,
    raisedMinor: row.raised_minor,
    requiredVipLevel: row.required_vip_level,
    onSale: row.on_sale === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function fundsRoutes(scope: FastifyInstance, deps: FundsRouteDeps): void {
  const { db, funds } = deps;

  route(scope, deps, fundProducts, async (input, { member }) => {
    const items = await funds.products(member.id, member.language, {
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

  route(scope, deps, fundHoldings, async (input, { member }) => {
    const items = await funds.holdings(member, {
      status: input.status,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (holding) => holding.id);
  });

  route(scope, deps, fundIncome, async (input, { member }) => {
    const result = await funds.income(member, {
      holdingId: input.holdingId,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return { ...result, ...pageFrom(result.items, input.limit, (row) => row.id) };
  });

  // Operator calls
  route(scope, deps, adminFundsList, async (input) => {
    const { total } = await db
      .selectFrom('funds')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('funds')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return { total: Number(total), page: input.page, pageSize: input.pageSize, items: rows.map(adminFund) };
  });

  adminAction(scope, deps, adminFundSave, async (input, { now }, trx) => {
    const minAmount = operatorCents(input.minAmount);
    const maxAmount = operatorCents(input.maxAmount);
    const totalCap = operatorCents(input.totalCap);
    if (minAmount > maxAmount || maxAmount > totalCap) throw new AppError('parameter_error');
    const values = {
      texts_json: storedTexts(input),
      image_urls_json: JSON.stringify(input.imageUrls),
      daily_rate_bps: input.dailyRateBps,
      term_days: input.termDays,
      min_amount_minor: minAmount,
      max_amount_minor: maxAmount,
      max_times: input.maxTimes,
      total_cap_minor: totalCap,
      required_vip_level: input.requiredVipLevel,
      on_sale: input.onSale ? 1 : 0,
      updated_at: now.toISOString(),
    };
    const before =
      input.id === undefined
        ? undefined
        : await trx.selectFrom('funds').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (input.id !== undefined && !before) throw new AppError('fund_not_found');
    const row = before
      ? await trx
          .updateTable('funds')
          .set(values)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('funds')
          .values({ ...values, created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
    const data = adminFund(row);
    return {
      data,
      audit: {
        action: before ? 'fund.update' : 'fund.create',
        targetKind: 'fund',
        targetId: row.id,
        ...(before ? { before: adminFund(before) } : {}),
        after: data,
        reason: input.reason,
      },
    };
  });
}
