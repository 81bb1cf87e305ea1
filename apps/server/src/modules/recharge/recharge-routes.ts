import {
  formatRate,
  MANUAL_CHANNEL_KINDS,
  paymentChannels,
  paymentRate,
  paymentRecords,
  paymentStart,
  rechargeRecord,
  unitsPerUsd,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../ledger/index.js';
import { invariant } from '../../platform/errors.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { findMemberById } from '../accounts/index.js';
import { findChannel, toChannel } from './channels-repository.js';
import type { RechargeService } from './recharge-service.js';

export interface RechargeRouteDeps extends RouteDeps {
  recharge: RechargeService;
}

export function rechargeRoutes(scope: FastifyInstance, deps: RechargeRouteDeps): void {
  const { db, recharge } = deps;

  route(scope, deps, paymentChannels, async (_input, { member }) => {
    const row = await findMemberById(db, member.id);
    invariant(row, `member ${member.id} exists`);
    return {
      items: (await recharge.openChannels(db)).map((channel) => toChannel(channel, member.language)),
      depositProhibited: row.deposit_prohibited === 1,
    };
  });

  route(scope, deps, paymentRate, async () => {
    const rates = new Map<string, number>();
    for (const channel of await recharge.openChannels(db)) {
      if (!rates.has(channel.currency)) rates.set(channel.currency, channel.rate);
    }
    return {
      base: 'USD' as const,
      items: [...rates].map(([currency, rate]) => ({
        currency,
        rate,
        usdPerUnit: formatRate(rate),
        unitsPerUsd: unitsPerUsd(rate),
      })),
    };
  });

  route(scope, deps, paymentStart, async (input, { member, now }) => {
    const { idempotencyKey, ...payload } = input;
    const opened = await runOnce(
      db,
      {
        owner: `member:${member.id}`,
        key: idempotencyKey,
        call: paymentStart.path,
        payload,
        now,
        answer: rechargeRecord,
      },
      (trx) =>
        recharge.open(trx, member.id, {
          channelId: input.channelId,
          amountMinor: input.amount,
          payerReference: input.payerReference,
        }),
    );
    // A retry answers the order as it stands now; one still under review asks its gateway again
    // (adapters are idempotent per order), one already resolved has nothing left to pay.
    const current = await recharge.recordById(db, opened.id);
    const payUrl = await recharge.payUrl(current, member.language);
    const channel = await findChannel(db, current.channelId);
    return {
      recharge: current,
      payUrl,
      payee: channel && MANUAL_CHANNEL_KINDS.includes(channel.kind) ? channel.payee : null,
    };
  });

  route(scope, deps, paymentRecords, async (input, { member }) => {
    const items = await recharge.list(
      db,
      member.id,
      {
        state: input.state,
        limit: input.limit,
        beforeId: decodeCursor(input.cursor),
      },
      member.language,
    );
    return pageFrom(items, input.limit, (item) => item.id);
  });
}
