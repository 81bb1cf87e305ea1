import type { ErrorKey } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import type { SettingsReader, SettingsRule } from '../../platform/settings/settings.js';
import type { exchangeSettings } from '../exchange/index.js';
import type { lotterySettings } from '../lottery/index.js';
import type { mallSettings } from '../mall/index.js';
import type { rechargeSettings } from '../recharge/index.js';
import type { withdrawalSettings } from '../withdrawals/index.js';
import { economicProblem, type EconomicTerms, type PrizeOdds } from './economic-rule.js';

export type EconomicSettings = typeof mallSettings &
  typeof exchangeSettings &
  typeof rechargeSettings &
  typeof withdrawalSettings &
  typeof lotterySettings;

/** The economic terms as the settings stand (or would stand after a change). */
async function economicTerms(settings: SettingsReader<EconomicSettings>): Promise<EconomicTerms> {
  return {
    rebateBps: [
      await settings.get('mall.rebate_level1_bps'),
      await settings.get('mall.rebate_level2_bps'),
      await settings.get('mall.rebate_level3_bps'),
    ],
    sellRefundBps: await settings.get('mall.sell_refund_bps'),
    balanceToPointsAllowed: await settings.get('exchange.balance_to_points_allowed'),
    pointsToBalanceAllowed: await settings.get('exchange.points_to_balance_allowed'),
    balanceToPointsPerUsd: await settings.get('exchange.balance_to_points_per_usd'),
    pointsToBalancePerUsd: await settings.get('exchange.points_to_balance_per_usd'),
    rechargeBonusPointsPerUsd: await settings.get('recharge.bonus_points_per_usd'),
    turnoverBps: await settings.get('withdraw.turnover_bps'),
    withdrawFeeBps: await settings.get('withdraw.fee_bps'),
    lotteryCostPoints: await settings.get('lottery.cost_points'),
  };
}

/** The lottery's active prize board as `executor` sees it (the lottery module's `activePrizeOdds`). */
type PrizeBoard = (executor: Executor) => Promise<readonly PrizeOdds[]>;

/**
 * The settings store's rule across settings: a change that would open a money pump is refused with
 * the key that says why (docs/economics.md). Reads the prize board in the change's transaction; the
 * app hands the board in, as the lottery checks its own changes with this module's rule.
 */
export function economicSettingsRule(prizeBoard: PrizeBoard): SettingsRule {
  return async (values, executor) => {
    const reader: SettingsReader<EconomicSettings> = {
      get: (key) => Promise.resolve(values.get(key) as never),
    };
    return economicProblem(await economicTerms(reader), await prizeBoard(executor));
  };
}

/**
 * The economic rule with the settings as they stand and the given prize board: a catalogue change
 * (a lottery prize) checks itself with the board its transaction sees before it commits.
 */
export async function economicProblemNow(
  settings: SettingsReader<EconomicSettings>,
  prizes: readonly PrizeOdds[],
): Promise<ErrorKey | null> {
  return economicProblem(await economicTerms(settings), prizes);
}
