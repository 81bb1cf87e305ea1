import {
  adminPaymentChannelSave,
  adminPaymentChannelsList,
  adminRechargeConfirm,
  adminRechargeFail,
  adminRechargesList,
  MANUAL_CHANNEL_KINDS,
  MoneyError,
  parseDecimal,
  parseRate,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { isTrc20Address } from '../bank-cards/trc20-address.js';
import { findChannel, listChannels, toAdminChannel } from './channels-repository.js';
import { rechargesQuery, toRechargeRecord, type RechargeService } from './recharge-service.js';

export interface RechargeAdminDeps extends RouteDeps {
  recharge: RechargeService;
}

function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('parameter_error');
    throw error;
  }
}

function adminRechargesQuery(db: Executor) {
  return rechargesQuery(db).innerJoin('members as m', 'm.id', 'r.member_id').select('m.phone');
}

type AdminRechargeSource = Awaited<
  ReturnType<ReturnType<typeof adminRechargesQuery>['executeTakeFirstOrThrow']>
>;

function toAdminRecharge(row: AdminRechargeSource) {
  return {
    ...toRechargeRecord(row),
    memberId: row.member_id,
    phone: row.phone,
    failureReason: row.failure_reason,
    resolvedBy: row.resolved_by,
    gatewayTradeNo: row.gateway_trade_no,
  };
}

async function adminRecharge(db: Executor, id: number) {
  const row = await adminRechargesQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toAdminRecharge(row);
}

export function rechargeAdminRoutes(scope: FastifyInstance, deps: RechargeAdminDeps): void {
  const { db, recharge } = deps;

  route(scope, deps, adminPaymentChannelsList, async () => ({
    items: (await listChannels(db, { openOnly: false })).map(toAdminChannel),
  }));

  adminAction(scope, deps, adminPaymentChannelSave, async (input, { now }, trx) => {
    const rate = parsed(() => parseRate(input.usdPerUnit));
    const minMinor = parsed(() => parseDecimal(input.min));
    const maxMinor = parsed(() => parseDecimal(input.max));
    if (minMinor <= 0 || maxMinor < minMinor) throw new AppError('parameter_error');
    const payee = input.payee || null;
    if (MANUAL_CHANNEL_KINDS.includes(input.kind) && !payee) throw new AppError('missing_parameters');
    if (input.kind === 'usdt_trc20' && payee && !isTrc20Address(payee)) throw new AppError('parameter_error');
    const values = {
      name: input.name,
      kind: input.kind,
      currency: input.currency,
      rate,
      min_minor: minMinor,
      max_minor: maxMinor,
      payee,
      enabled: input.enabled ? 1 : 0,
      collection_prohibited: input.collectionProhibited ? 1 : 0,
      sort_order: input.sortOrder,
      updated_at: now.toISOString(),
    };
    let before = null;
    let id: number;
    if (input.id === undefined) {
      ({ id } = await trx
        .insertInto('payment_channels')
        .values({ ...values, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const existing = await findChannel(trx, input.id);
      if (!existing) throw new AppError('not_found');
      before = toAdminChannel(existing);
      id = existing.id;
      await trx.updateTable('payment_channels').set(values).where('id', '=', id).execute();
    }
    const saved = await findChannel(trx, id);
    invariant(saved, 'the saved channel is there');
    const after = toAdminChannel(saved);
    return {
      data: after,
      audit: {
        action: input.id === undefined ? 'payment_channel.create' : 'payment_channel.update',
        targetKind: 'payment_channel',
        targetId: id,
        before,
        after,
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminRechargesList, async (input) => {
    const base = db
      .selectFrom('recharges as r')
      .$if(input.state !== undefined, (qb) => qb.where('r.state', '=', input.state ?? 'under_review'))
      .$if(input.memberId !== undefined, (qb) => qb.where('r.member_id', '=', input.memberId ?? 0))
      .$if(input.channelId !== undefined, (qb) => qb.where('r.channel_id', '=', input.channelId ?? 0))
      .$if(Boolean(input.orderNo), (qb) => qb.where('r.order_no', '=', input.orderNo ?? ''));
    const totals = await base
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`coalesce(sum(r.credit_minor), 0)`.as('credit'),
      ])
      .executeTakeFirstOrThrow();
    const ids = await base
      .select('r.id')
      .orderBy('r.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    const rows =
      ids.length === 0
        ? []
        : await adminRechargesQuery(db)
            .where(
              'r.id',
              'in',
              ids.map((row) => row.id),
            )
            .orderBy('r.id', 'desc')
            .execute();
    return {
      items: rows.map(toAdminRecharge),
      total: Number(totals.total),
      totalCreditMinor: Number(totals.credit),
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  adminAction(scope, deps, adminRechargeConfirm, async (input, { operator }, trx) => {
    const order = await trx
      .selectFrom('recharges')
      .selectAll()
      .where('id', '=', input.rechargeId)
      .executeTakeFirst();
    if (!order) throw new AppError('not_found');
    if (order.state !== 'under_review') throw new AppError('already_resolved');
    const received =
      input.receivedAmount === undefined ? undefined : parsed(() => parseDecimal(input.receivedAmount ?? ''));
    if (received !== undefined && received <= 0) throw new AppError('parameter_error');
    const credited = await recharge.credit(trx, order, {
      by: `operator:${operator.id}`,
      reason: input.reason,
      ...(received === undefined ? {} : { amountMinor: received }),
    });
    if (!credited) throw new AppError('already_resolved');
    const after = await adminRecharge(trx, order.id);
    return {
      data: after,
      audit: {
        action: 'recharge.confirm',
        targetKind: 'recharge',
        targetId: order.id,
        before: { state: order.state, amountMinor: order.amount_minor, creditMinor: order.credit_minor },
        after: { state: after.state, amountMinor: after.amountMinor, creditMinor: after.creditMinor },
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminRechargeFail, async (input, { operator }, trx) => {
    const order = await trx
      .selectFrom('recharges')
      .selectAll()
      .where('id', '=', input.rechargeId)
      .executeTakeFirst();
    if (!order) throw new AppError('not_found');
    if (!(await recharge.fail(trx, order, { by: `operator:${operator.id}`, reason: input.reason }))) {
      throw new AppError('already_resolved');
    }
    const after = await adminRecharge(trx, order.id);
    return {
      data: after,
      audit: {
        action: 'recharge.fail',
        targetKind: 'recharge',
        targetId: order.id,
        before: { state: order.state },
        after: { state: after.state },
        reason: input.reason,
      },
    };
  });
}
