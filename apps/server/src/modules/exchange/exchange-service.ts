import {
  conversionBalance,
  conversionQuote,
  FUND_RECORD_TYPES,
  MINOR_PER_UNIT,
  subMinor,
  ZERO,
  scoreExchange,
  toMinor,
  toPoints,
  type CallResponse,
  type ExchangeDirection,
  type Minor,
  type Points,
  type ScoreExchangeRecord,
} from '@cloudmine/api';
import { runOnceForMember, walletBalances, type Leg, type Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { insertBalanceConversion, insertScoreExchange, listScoreExchanges } from './exchange-repository.js';
import type { exchangeSettings } from './exchange-settings.js';

/** Whole dollars in one exchange: keeps cents (≤ 10^10) and points (≤ 10^14) exact integers. */
const MAX_EXCHANGE_USD = 100_000_000;

/**
 * The two legs of an exchange, both whole numbers with no rounding: `usd` whole dollars are `usd`
 * × 100 cents and `usd` × rate points.
 */
function exchangeQuote(usd: number, pointsPerUsd: number): { amountMinor: Minor; points: Points } {
  return { amountMinor: toMinor(usd * MINOR_PER_UNIT), points: toPoints(usd * pointsPerUsd) };
}

export interface ExchangeService {
  config(memberId: number): Promise<{
    balanceToPoints: { allowed: boolean; pointsPerUsd: number };
    pointsToBalance: { allowed: boolean; pointsPerUsd: number };
    minimumUsd: number;
    balanceMinor: number;
    points: number;
    conversion: { allowed: boolean; minimumMinor: number; feeBps: number; teamBalanceMinor: number };
  }>;
  exchange(
    memberId: number,
    input: { direction: ExchangeDirection; amount: number; idempotencyKey: string },
  ): Promise<CallResponse<typeof scoreExchange>>;
  records(
    db: Executor,
    memberId: number,
    page: { beforeId?: number; limit: number },
  ): Promise<ScoreExchangeRecord[]>;
  convert(
    memberId: number,
    input: { amount: Minor; idempotencyKey: string },
  ): Promise<CallResponse<typeof conversionBalance>>;
}

export function createExchangeService(deps: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: SettingsReader<typeof exchangeSettings>;
}): ExchangeService {
  const { db, clock, ledger, settings } = deps;

  async function directionSettings(direction: ExchangeDirection) {
    return direction === 'balance_to_points'
      ? {
          allowed: await settings.get('exchange.balance_to_points_allowed'),
          pointsPerUsd: await settings.get('exchange.balance_to_points_per_usd'),
        }
      : {
          allowed: await settings.get('exchange.points_to_balance_allowed'),
          pointsPerUsd: await settings.get('exchange.points_to_balance_per_usd'),
        };
  }

  return {
    async config(memberId) {
      const wallets = await walletBalances(db, memberId);
      return {
        balanceToPoints: await directionSettings('balance_to_points'),
        pointsToBalance: await directionSettings('points_to_balance'),
        minimumUsd: await settings.get('exchange.minimum_usd'),
        balanceMinor: wallets.balance,
        points: wallets.points,
        conversion: {
          allowed: await settings.get('conversion.allowed'),
          minimumMinor: await settings.get('conversion.minimum_minor'),
          feeBps: await settings.get('conversion.fee_bps'),
          teamBalanceMinor: wallets.team_balance,
        },
      };
    },

    async exchange(memberId, input) {
      const now = clock.now();
      const { idempotencyKey, ...payload } = input;
      // Settings before the transaction (they share PostgreSQL's pool); the checks inside, so a
      // retry of a done exchange answers its result even if the settings changed since.
      const { allowed, pointsPerUsd } = await directionSettings(input.direction);
      const minimumUsd = await settings.get('exchange.minimum_usd');
      return runOnceForMember(
        db,
        { memberId, key: idempotencyKey, call: scoreExchange, payload, now },
        async (trx) => {
          if (!allowed) throw new AppError('conversion_not_allowed');
          if (input.amount < minimumUsd) throw new AppError('exchange_below_minimum');
          if (input.amount > MAX_EXCHANGE_USD) throw new AppError('amount_above_maximum');
          const { amountMinor, points } = exchangeQuote(input.amount, pointsPerUsd);
          const row = await insertScoreExchange(trx, {
            memberId,
            direction: input.direction,
            amountMinor,
            points,
            at: now.toISOString(),
          });
          // One transfer, both sides: each wallet leg has its counter-leg on the exchange account.
          const intoPoints = input.direction === 'balance_to_points';
          const usdSign = intoPoints ? -1 : 1;
          const legs: Leg[] = [
            {
              memberId,
              wallet: 'balance',
              amount: toMinor(usdSign * amountMinor),
              insufficient: 'insufficient_balance',
            },
            { platform: 'exchange', unit: 'usd', amount: toMinor(-usdSign * amountMinor) },
            {
              memberId,
              wallet: 'points',
              amount: toPoints(-usdSign * points),
              insufficient: 'insufficient_points',
            },
            { platform: 'exchange', unit: 'points', amount: toPoints(usdSign * points) },
          ];
          const result = await ledger.transfer(trx, {
            type: intoPoints ? FUND_RECORD_TYPES.balance_to_points : FUND_RECORD_TYPES.points_to_balance,
            reference: { kind: 'score_exchange', id: row.id },
            legs,
          });
          const after = (wallet: 'balance' | 'points') =>
            result.memberLegs.find((leg) => leg.wallet === wallet)?.balanceAfter ?? 0;
          return {
            id: row.id,
            direction: input.direction,
            amountMinor,
            points,
            createdAt: row.created_at,
            balanceMinor: after('balance'),
            pointsBalance: after('points'),
          };
        },
      );
    },

    async records(executor, memberId, page) {
      const rows = await listScoreExchanges(executor, memberId, page);
      return rows.map((row) => ({
        id: row.id,
        direction: row.direction,
        amountMinor: row.amount_minor,
        points: row.points,
        createdAt: row.created_at,
      }));
    },

    async convert(memberId, input) {
      const now = clock.now();
      const { idempotencyKey, ...payload } = input;
      const allowed = await settings.get('conversion.allowed');
      const minimumMinor = await settings.get('conversion.minimum_minor');
      const feeBps = await settings.get('conversion.fee_bps');
      return runOnceForMember(
        db,
        { memberId, key: idempotencyKey, call: conversionBalance, payload, now },
        async (trx) => {
          if (!allowed) throw new AppError('conversion_not_allowed');
          if (input.amount === 0) throw new AppError('parameter_error');
          if (input.amount < minimumMinor) throw new AppError('amount_below_minimum');
          const { feeMinor, creditedMinor } = conversionQuote(input.amount, feeBps);
          const conversionId = await insertBalanceConversion(trx, {
            memberId,
            amountMinor: input.amount,
            feeMinor,
            at: now.toISOString(),
          });
          // Member to member within one person's wallets; only a fee needs a platform leg.
          const legs: Leg[] = [
            {
              memberId,
              wallet: 'team_balance',
              amount: subMinor(ZERO, input.amount),
              insufficient: 'insufficient_team_balance',
            },
            { memberId, wallet: 'balance', amount: creditedMinor },
          ];
          if (feeMinor > 0) legs.push({ platform: 'conversion', unit: 'usd', amount: feeMinor });
          const result = await ledger.transfer(trx, {
            type: FUND_RECORD_TYPES.balance_conversion,
            reference: { kind: 'balance_conversion', id: conversionId },
            legs,
          });
          const after = (wallet: 'balance' | 'team_balance') =>
            result.memberLegs.find((leg) => leg.wallet === wallet)?.balanceAfter ?? 0;
          return {
            conversionId,
            amountMinor: input.amount,
            feeMinor,
            creditedMinor,
            balanceMinor: after('balance'),
            teamBalanceMinor: after('team_balance'),
          };
        },
      );
    },
  };
}
