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
import type { Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { isTrc20Address } from '../bank-cards/index.js';
import {
  findChannel,
  insertChannel,
  listChannels,
  toAdminChannel,
  channelNamesJson,
  updateChannel,
} from './channels-repository.js';
import { adminRecharge, adminRechargesList as listAdminRecharges } from './recharge-admin-rows.js';
import { findRecharge } from './recharge-repository.js';
import type { RechargeService } from './recharge-service.js';

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
      names_json: channelNamesJson(input.names),
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
      id = await insertChannel(trx, { ...values, created_at: now.toISOString() });
    } else {
      const existing = await findChannel(trx, input.id);
      if (!existing) throw new AppError('not_found');
      before = toAdminChannel(existing);
      id = existing.id;
      await updateChannel(trx, id, values);
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

  route(scope, deps, adminRechargesList, (input) => listAdminRecharges(db, input));

  adminAction(scope, deps, adminRechargeConfirm, async (input, { operator }, trx) => {
    const order = await findRecharge(trx, input.rechargeId);
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
    return decided(
      trx,
      order.id,
      {
        action: 'recharge.confirm',
        before: { state: order.state, amountMinor: order.amount_minor, creditMinor: order.credit_minor },
        reason: input.reason,
      },
      (row) => ({ state: row.state, amountMinor: row.amountMinor, creditMinor: row.creditMinor }),
    );
  });

  adminAction(scope, deps, adminRechargeFail, async (input, { operator }, trx) => {
    const order = await findRecharge(trx, input.rechargeId);
    if (!order) throw new AppError('not_found');
    if (!(await recharge.fail(trx, order, { by: `operator:${operator.id}`, reason: input.reason }))) {
      throw new AppError('already_resolved');
    }
    const audit = { action: 'recharge.fail', before: { state: order.state }, reason: input.reason };
    return decided(trx, order.id, audit, (row) => ({ state: row.state }));
  });
}

/** The order as the console now reads it, with the audit entry of the operator's decision on it. */
async function decided(
  trx: Trx,
  rechargeId: number,
  audit: { action: string; before: object; reason: string },
  shown: (row: Awaited<ReturnType<typeof adminRecharge>>) => object,
) {
  const after = await adminRecharge(trx, rechargeId);
  return {
    data: after,
    audit: { ...audit, targetKind: 'recharge', targetId: rechargeId, after: shown(after) },
  };
}
