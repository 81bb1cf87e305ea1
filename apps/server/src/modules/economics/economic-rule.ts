import { BPS_PER_UNIT, MAX_REBATE_BPS, MINOR_PER_UNIT, type ErrorKey } from '@cloudmine/api';

/**
 * The settings that decide whether money can be made without waiting for scheduled income
 * (docs/economics.md). Rates in basis points, exchange rates in points per US dollar.
 */
export interface EconomicTerms {
  rebateBps: readonly [number, number, number];
  sellRefundBps: number;
  balanceToPointsAllowed: boolean;
  pointsToBalanceAllowed: boolean;
  balanceToPointsPerUsd: number;
  pointsToBalancePerUsd: number;
  rechargeBonusPointsPerUsd: number;
  turnoverBps: number;
  withdrawFeeBps: number;
  lotteryCostPoints: number;
}

/** One active lottery prize as the draw sees it. */
export interface PrizeOdds {
  weight: number;
  points: number;
  amountMinor: number;
  /** A limited stock is a promotion with a budget; only unlimited prizes can be drawn forever. */
  limited: boolean;
}

function totalRebateBps(terms: Pick<EconomicTerms, 'rebateBps'>): number {
  return terms.rebateBps.reduce((total, rate) => total + rate, 0);
}

/**
 * The first way the terms would let a member, or a ring of invited members, take out more than
 * they put in, as the catalogue key that says why; null when there is none. Each check closes one
 * loop that needs no waiting:
 * - team rebates: together at most the 10% of SPEC §9, and with the sell-back refund at most what
 *   was paid (buy, pay the uplines, sell back, repeat);
 * - exchange: balance → points → balance must not return more than it cost;
 * - recharge bonus points: worth no more than the part of a recharge that must be invested before
 *   it can be withdrawn, plus the withdrawal fee (recharge, cash the points in, withdraw, repeat);
 * - lottery: a draw among the prizes that never run out must not be expected to pay more than it
 *   costs, balance prizes valued at what they would buy in points (buy points, draw, repeat).
 */
export function economicProblem(terms: EconomicTerms, prizes: readonly PrizeOdds[]): ErrorKey | null {
  const rebates = totalRebateBps(terms);
  if (rebates > MAX_REBATE_BPS) return 'setting_rebates_over_cap';
  if (terms.sellRefundBps + rebates > BPS_PER_UNIT) return 'setting_sell_refund_with_rebates';
  if (
    terms.balanceToPointsAllowed &&
    terms.pointsToBalanceAllowed &&
    terms.balanceToPointsPerUsd > terms.pointsToBalancePerUsd
  ) {
    return 'setting_exchange_round_trip';
  }
  // Bonus worth per dollar recharged (points ÷ points per dollar) ≤ (turnover + fee) ÷ 10000.
  if (
    terms.rechargeBonusPointsPerUsd * BPS_PER_UNIT >
    (terms.turnoverBps + terms.withdrawFeeBps) * terms.pointsToBalancePerUsd
  ) {
    return 'setting_recharge_bonus_over_turnover';
  }
  if (lotteryPaysMoreThanItCosts(terms, prizes)) return 'setting_lottery_over_cost';
  return null;
}

function lotteryPaysMoreThanItCosts(terms: EconomicTerms, prizes: readonly PrizeOdds[]): boolean {
  const forever = prizes.filter((prize) => !prize.limited && prize.weight > 0);
  const totalWeight = forever.reduce((total, prize) => total + prize.weight, 0);
  if (totalWeight === 0) return false;
  // A dollar of balance prize is worth the points it buys at the dearer of the two rates.
  const pointsPerUsd = Math.max(terms.balanceToPointsPerUsd, terms.pointsToBalancePerUsd);
  // Σ weight × value ≤ cost × Σ weight, with values in hundredths of a point to stay in integers.
  const expected = forever.reduce(
    (total, prize) =>
      total + BigInt(prize.weight) * BigInt(prize.points * MINOR_PER_UNIT + prize.amountMinor * pointsPerUsd),
    0n,
  );
  return expected > BigInt(terms.lotteryCostPoints * MINOR_PER_UNIT) * BigInt(totalWeight);
}
