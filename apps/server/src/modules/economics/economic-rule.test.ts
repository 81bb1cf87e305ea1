import { describe, expect, it } from 'vitest';
import { economicProblem, type EconomicTerms, type PrizeOdds } from './economic-rule.js';

/** The shipped defaults (docs/configuration.md). */
const DEFAULTS: EconomicTerms = {
  rebateBps: [500, 300, 100],
  sellRefundBps: 9_000,
  balanceToPointsAllowed: true,
  pointsToBalanceAllowed: true,
  balanceToPointsPerUsd: 100,
  pointsToBalancePerUsd: 100,
  rechargeBonusPointsPerUsd: 10,
  turnoverBps: 10_000,
  withdrawFeeBps: 200,
  lotteryCostPoints: 100,
};

const problemWith = (change: Partial<EconomicTerms>, prizes: PrizeOdds[] = []) =>
  economicProblem({ ...DEFAULTS, ...change }, prizes);

describe('the economic rule', () => {
  it('accepts the defaults', () => {
    expect(problemWith({})).toBeNull();
  });

  it('caps the three rebates together at 10%, at the edge and beyond', () => {
    expect(problemWith({ rebateBps: [500, 400, 100], sellRefundBps: 9_000 })).toBeNull();
    expect(problemWith({ rebateBps: [500, 400, 101] })).toBe('setting_rebates_over_cap');
    expect(problemWith({ rebateBps: [1_000, 1_000, 1_000] })).toBe('setting_rebates_over_cap');
  });

  it('keeps refund plus rebates within what was paid', () => {
    expect(problemWith({ sellRefundBps: 9_100 })).toBeNull();
    expect(problemWith({ sellRefundBps: 9_101 })).toBe('setting_sell_refund_with_rebates');
    expect(problemWith({ sellRefundBps: 10_000, rebateBps: [0, 0, 0] })).toBeNull();
  });

  it('refuses an exchange round trip that gains, only when both directions are open', () => {
    expect(problemWith({ balanceToPointsPerUsd: 101 })).toBe('setting_exchange_round_trip');
    expect(problemWith({ balanceToPointsPerUsd: 101, pointsToBalanceAllowed: false })).toBeNull();
    expect(problemWith({ balanceToPointsPerUsd: 101, balanceToPointsAllowed: false })).toBeNull();
    expect(problemWith({ balanceToPointsPerUsd: 50 })).toBeNull();
  });

  it('keeps the recharge bonus within the turnover share plus the fee', () => {
    // 10 points a dollar at 100 points a dollar is 10% of a recharge: needs turnover + fee >= 10%.
    expect(problemWith({ turnoverBps: 800, withdrawFeeBps: 200 })).toBeNull();
    expect(problemWith({ turnoverBps: 799, withdrawFeeBps: 200 })).toBe(
      'setting_recharge_bonus_over_turnover',
    );
    expect(problemWith({ turnoverBps: 0, withdrawFeeBps: 0, rechargeBonusPointsPerUsd: 0 })).toBeNull();
    expect(problemWith({ turnoverBps: 0 })).toBe('setting_recharge_bonus_over_turnover');
  });

  it('refuses a lottery whose unlimited prizes pay more than a draw costs', () => {
    const board = (amountMinor: number, stock: 'limited' | 'unlimited'): PrizeOdds[] => [
      { weight: 1, points: 0, amountMinor: 0, limited: false },
      { weight: 1, points: 0, amountMinor, limited: stock === 'limited' },
    ];
    // Half the draws win $2 = 200 points: expected 100 points, the cost.
    expect(problemWith({}, board(2_00, 'unlimited'))).toBeNull();
    expect(problemWith({}, board(2_01, 'unlimited'))).toBe('setting_lottery_over_cost');
    // A limited stock is a promotion with a budget.
    expect(problemWith({}, board(100_00, 'limited'))).toBeNull();
    // Points prizes count at face value; a dearer balance-to-points rate makes balance prizes worth more.
    expect(problemWith({}, [{ weight: 1, points: 101, amountMinor: 0, limited: false }])).toBe(
      'setting_lottery_over_cost',
    );
    expect(
      problemWith({ balanceToPointsPerUsd: 50, pointsToBalancePerUsd: 50 }, board(4_00, 'unlimited')),
    ).toBeNull();
    expect(problemWith({ lotteryCostPoints: 99 }, board(2_00, 'unlimited'))).toBe(
      'setting_lottery_over_cost',
    );
    expect(problemWith({}, [])).toBeNull();
  });
});
