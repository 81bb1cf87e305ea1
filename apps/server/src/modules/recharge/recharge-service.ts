import { randomBytes } from 'node:crypto';
import {
  applyRateBps,
  convertToUsd,
  FUND_RECORD_TYPES,
  MANUAL_CHANNEL_KINDS,
  toMinor,
  toPoints,
  ZERO,
  type ChannelKind,
  type Language,
  FALLBACK_LANGUAGE,
  type RechargeRecord,
  type ReviewState,
} from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import type { EventBus } from '../../platform/domain-events.js';
import { AppError, invariant } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { lockMember, lockMemberDepositFlag } from '../accounts/index.js';
import { channelNameIn, findChannel, listChannels, type ChannelRow } from './channels-repository.js';
import type { GatewayCallback, PaymentGateway } from './payment-gateway.js';
import {
  countOpenRecharges,
  findRecharge,
  findRechargeByOrderNoForUpdate,
  findRechargeWithChannel,
  hasFirstRecharge,
  insertRecharge,
  listMemberRecharges,
  recordCallback,
  resolveRecharge,
  type RechargeRow,
  type RechargeWithChannel,
} from './recharge-repository.js';
import type { rechargeSettings } from './recharge-settings.js';

export type { RechargeRow };

/** What a verified callback did; every one is written to `payment_callbacks`. */
export type CallbackOutcome = 'credited' | 'failed' | 'duplicate' | 'unknown_order' | 'amount_mismatch';

export interface RechargeDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: SettingsReader<typeof rechargeSettings>;
  events: EventBus;
  gateways: ReadonlyMap<ChannelKind, PaymentGateway>;
  log: FastifyBaseLogger;
}

export interface OpenInput {
  channelId: number;
  amountMinor: number;
  payerReference?: string | undefined;
}

export interface Resolution {
  /** `gateway:<kind>` or `operator:<id>`. */
  by: string;
  tradeNo?: string;
  /** An operator's received amount, when it differs from the order's (channel currency). */
  amountMinor?: number;
  reason?: string;
}

export function toRechargeRecord(
  row: RechargeWithChannel,
  language: Language = FALLBACK_LANGUAGE,
): RechargeRecord {
  return {
    id: row.id,
    orderNo: row.order_no,
    channelId: row.channel_id,
    channelName: channelNameIn({ name: row.channel_name, names_json: row.channel_names_json }, language),
    kind: row.channel_kind,
    currency: row.currency,
    amountMinor: row.amount_minor,
    rate: row.rate,
    creditMinor: row.credit_minor,
    bonusMinor: row.bonus_minor,
    bonusPoints: row.bonus_points,
    state: row.state,
    payerReference: row.payer_reference,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

function newOrderNo(now: Date): string {
  return `R${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function createRechargeService(deps: RechargeDeps) {
  const { db, clock, ledger, settings, events, gateways, log } = deps;

  /** Manual channels always work; a gateway channel only when its adapter is installed here. */
  function availableKinds(): [ChannelKind, ...ChannelKind[]] {
    return [...MANUAL_CHANNEL_KINDS, ...gateways.keys()] as [ChannelKind, ...ChannelKind[]];
  }

  function isAvailable(channel: ChannelRow): boolean {
    return channel.enabled === 1 && availableKinds().includes(channel.kind);
  }

  async function recordById(executor: Executor, id: number): Promise<RechargeRecord> {
    const row = await findRechargeWithChannel(executor, id);
    invariant(row, `recharge ${id} exists`);
    return toRechargeRecord(row);
  }

  /**
   * Credits a recharge under review exactly once: the conditional state change decides, then the
   * recharge (type 1), the first-recharge bonus (type 10) and the bonus points (type 20) are posted
   * and `recharge.credited` is emitted, all in `trx`. Answers false when it was already resolved.
   */
  async function credit(trx: Trx, order: RechargeRow, resolution: Resolution): Promise<boolean> {
    // One member's credits take turns, so "first" is decided once (the partial unique index backs it).
    await lockMember(trx, order.member_id);
    const first = !(await hasFirstRecharge(trx, order.member_id));
    const amountMinor = resolution.amountMinor ?? order.amount_minor;
    const creditMinor = convertToUsd(amountMinor, order.rate);
    if (creditMinor <= 0) throw new AppError('amount_below_minimum');

    // The bonuses are decided before the order is resolved, so the order keeps what came with it.
    let bonus = ZERO;
    if (first) {
      const share = applyRateBps(creditMinor, await settings.get('recharge.first_bonus_bps'));
      bonus = toMinor(
        Math.min(
          share + (await settings.get('recharge.first_bonus_fixed_minor')),
          await settings.get('recharge.first_bonus_max_minor'),
        ),
      );
    }
    // Points per dollar = cents × (points per dollar × 100) bps: the one rounding rule, toward zero,
    // computed on cents and then counted as points.
    const points = toPoints(
      applyRateBps(creditMinor, (await settings.get('recharge.bonus_points_per_usd')) * 100),
    );

    const credited = await resolveRecharge(trx, order.id, {
      state: 'successful',
      is_first: first ? 1 : 0,
      amount_minor: amountMinor,
      credit_minor: creditMinor,
      bonus_minor: bonus,
      bonus_points: points,
      gateway_trade_no: resolution.tradeNo ?? order.gateway_trade_no,
      resolved_by: resolution.by,
      resolved_at: clock.now().toISOString(),
    });
    if (!credited) return false;

    const reference = { kind: 'recharge', id: order.id };
    await ledger.post(trx, {
      memberId: order.member_id,
      wallet: 'balance',
      amount: creditMinor,
      type: FUND_RECORD_TYPES.recharge,
      counterAccount: 'recharge_clearing',
      reference,
    });
    if (bonus > 0) {
      await ledger.post(trx, {
        memberId: order.member_id,
        wallet: 'balance',
        amount: bonus,
        type: FUND_RECORD_TYPES.first_recharge_bonus,
        counterAccount: 'promotions',
        reference,
      });
    }
    if (points > 0) {
      await ledger.post(trx, {
        memberId: order.member_id,
        wallet: 'points',
        amount: points,
        type: FUND_RECORD_TYPES.recharge_bonus_points,
        counterAccount: 'promotions',
        reference,
      });
    }
    await events.emit(trx, 'recharge.credited', {
      memberId: order.member_id,
      rechargeId: order.id,
      amountMinor: creditMinor,
      first,
    });
    return true;
  }

  /** Marks a recharge under review failed; answers false when it was already resolved. */
  function fail(trx: Trx, order: RechargeRow, resolution: Resolution): Promise<boolean> {
    return resolveRecharge(trx, order.id, {
      state: 'failed',
      failure_reason: resolution.reason ?? null,
      gateway_trade_no: resolution.tradeNo ?? order.gateway_trade_no,
      resolved_by: resolution.by,
      resolved_at: clock.now().toISOString(),
    });
  }

  return {
    availableKinds,
    credit,
    fail,
    recordById,

    /** The channels a member may use now. */
    openChannels(executor: Executor): Promise<ChannelRow[]> {
      return listChannels(executor, { openOnly: true, kinds: availableKinds() });
    },

    /** Opens an order under review after every refusal of SPEC §8 has had its say. */
    async open(trx: Trx, memberId: number, input: OpenInput): Promise<RechargeRecord> {
      const member = await lockMemberDepositFlag(trx, memberId);
      if (member.deposit_prohibited === 1) throw new AppError('deposit_prohibited');
      const channel = await findChannel(trx, input.channelId);
      if (!channel || !isAvailable(channel)) throw new AppError('payment_channel_missing');
      if (channel.collection_prohibited === 1) throw new AppError('bank_collection_prohibited');
      if (input.amountMinor < channel.min_minor) throw new AppError('amount_below_minimum');
      if (input.amountMinor > channel.max_minor) throw new AppError('amount_above_maximum');
      const creditMinor = convertToUsd(input.amountMinor, channel.rate);
      if (creditMinor <= 0) throw new AppError('amount_below_minimum');

      if ((await countOpenRecharges(trx, memberId)) >= (await settings.get('recharge.max_open_orders'))) {
        throw new AppError('request_too_frequent');
      }

      const now = clock.now();
      const id = await insertRecharge(trx, {
        order_no: newOrderNo(now),
        member_id: memberId,
        channel_id: channel.id,
        channel_kind: channel.kind,
        currency: channel.currency,
        amount_minor: input.amountMinor,
        rate: channel.rate,
        credit_minor: creditMinor,
        state: 'under_review',
        payer_reference: input.payerReference || null,
        is_first: 0,
        gateway_trade_no: null,
        failure_reason: null,
        resolved_by: null,
        created_at: now.toISOString(),
        resolved_at: null,
      });
      return recordById(trx, id);
    },

    /**
     * Opens the payment at the order's gateway, after the order committed. A gateway that fails
     * fails the order: the member is told `order_creation_failed` and can start again.
     */
    async payUrl(record: RechargeRecord, language: Language): Promise<string | null> {
      const gateway = gateways.get(record.kind);
      if (!gateway || record.state !== 'under_review') return null;
      try {
        const { payUrl } = await gateway.createPayment({
          orderNo: record.orderNo,
          amountMinor: record.amountMinor,
          currency: record.currency,
          language,
        });
        return payUrl;
      } catch (error) {
        log.error({ err: error, orderNo: record.orderNo }, 'payment gateway refused to open the order');
        await inTransaction(db, async (trx) => {
          const order = await findRecharge(trx, record.id);
          invariant(order, `recharge ${record.id} exists`);
          await fail(trx, order, { by: `gateway:${record.kind}`, reason: 'order creation failed' });
        });
        throw new AppError('order_creation_failed');
      }
    },

    /**
     * Applies a verified gateway callback. An unknown order, a wrong amount or currency, or a repeat
     * changes nothing; every outcome is written down and logged.
     */
    async applyCallback(kind: ChannelKind, callback: GatewayCallback): Promise<CallbackOutcome> {
      const { outcome, detail } = await inTransaction(db, async (trx) => {
        const order = await findRechargeByOrderNoForUpdate(trx, callback.orderNo);
        let result: { outcome: CallbackOutcome; detail: string | null };
        if (!order || order.channel_kind !== kind) {
          result = { outcome: 'unknown_order', detail: null };
        } else if (order.amount_minor !== callback.amountMinor || order.currency !== callback.currency) {
          result = {
            outcome: 'amount_mismatch',
            detail: `order ${order.amount_minor} ${order.currency}, callback ${callback.amountMinor} ${callback.currency}`,
          };
        } else if (order.state !== 'under_review') {
          result = {
            outcome: 'duplicate',
            detail: `order already ${order.state}; callback ${callback.status}`,
          };
        } else {
          const resolution = { by: `gateway:${kind}`, tradeNo: callback.tradeNo, reason: 'gateway: failed' };
          const applied =
            callback.status === 'paid'
              ? await credit(trx, order, resolution)
              : await fail(trx, order, resolution);
          result = applied
            ? { outcome: callback.status === 'paid' ? 'credited' : 'failed', detail: null }
            : { outcome: 'duplicate', detail: 'resolved meanwhile' };
        }
        await recordCallback(trx, {
          gateway: kind,
          orderNo: callback.orderNo,
          outcome: result.outcome,
          detail: result.detail,
          at: clock.now().toISOString(),
        });
        return result;
      });
      const entry = { gateway: kind, orderNo: callback.orderNo, outcome, detail };
      if (outcome === 'credited' || outcome === 'failed') log.info(entry, 'payment callback applied');
      else log.warn(entry, 'payment callback changed nothing');
      return outcome;
    },

    async list(
      executor: Executor,
      memberId: number,
      filter: { state?: ReviewState | undefined; beforeId?: number | undefined; limit: number },
      language: Language = FALLBACK_LANGUAGE,
    ): Promise<RechargeRecord[]> {
      return (await listMemberRecharges(executor, memberId, filter)).map((row) =>
        toRechargeRecord(row, language),
      );
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
