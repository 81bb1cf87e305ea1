import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { SETTINGS } from '../../app/settings-catalogue.js';
import { reconcile } from '../../ledger/reconcile.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { activePrizeOdds } from '../lottery/index.js';
import { economicProblem, type PrizeOdds } from './economic-rule.js';
import {
  act,
  createEconomicWorld,
  createGroup,
  groupFlows,
  liquidate,
  type EconomicWorld,
  type MemberAction,
} from '../../test-support/economic-world.js';

const who = fc.nat({ max: 3 });
const usd = (max: number) => fc.integer({ min: 1, max });

/** Every action a member can take without waiting for scheduled income (docs/economics.md). */
const action: fc.Arbitrary<MemberAction> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('recharge' as const), who, usd: usd(300) }), weight: 4 },
  fc.record({ kind: fc.constantFrom('toPoints' as const, 'toBalance' as const), who, usd: usd(60) }),
  fc.record({ kind: fc.constant('convert' as const), who, minor: fc.integer({ min: 1, max: 20_000 }) }),
  {
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      who,
      quantity: fc.integer({ min: 1, max: 3 }),
      coupon: fc.boolean(),
    }),
    weight: 2,
  },
  fc.record({
    kind: fc.constantFrom('start' as const, 'sell' as const, 'draw' as const, 'checkin' as const),
    who,
  }),
  fc.record({
    kind: fc.constantFrom('pledge' as const, 'fund' as const),
    who,
    usd: fc.integer({ min: 10, max: 200 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), who, minor: fc.integer({ min: 100, max: 40_000 }) }),
  fc.record({
    kind: fc.constantFrom('redpack' as const, 'bargainStart' as const, 'bargainBuy' as const),
    who,
  }),
  fc.record({ kind: fc.constant('bargainCut' as const), who, initiator: who }),
);
const actions = fc.array(action, { minLength: 4, maxLength: 30 });
const groupSize = fc.integer({ min: 1, max: 4 });

/** The settings the economic rule reads, and the promotions beside them, anywhere in their ranges. */
const RANGES = {
  'mall.rebate_level1_bps': fc.integer({ min: 0, max: 1_000 }),
  'mall.rebate_level2_bps': fc.integer({ min: 0, max: 1_000 }),
  'mall.rebate_level3_bps': fc.integer({ min: 0, max: 1_000 }),
  'mall.sell_refund_bps': fc.integer({ min: 0, max: 10_000 }),
  'exchange.balance_to_points_allowed': fc.boolean(),
  'exchange.points_to_balance_allowed': fc.boolean(),
  'exchange.balance_to_points_per_usd': fc.integer({ min: 1, max: 1_000 }),
  'exchange.points_to_balance_per_usd': fc.integer({ min: 1, max: 1_000 }),
  'recharge.bonus_points_per_usd': fc.integer({ min: 0, max: 500 }),
  'recharge.first_bonus_bps': fc.integer({ min: 0, max: 5_000 }),
  'withdraw.turnover_bps': fc.integer({ min: 0, max: 20_000 }),
  'withdraw.fee_bps': fc.integer({ min: 0, max: 1_000 }),
  'withdraw.fee_fixed_minor': fc.integer({ min: 0, max: 200 }),
  'conversion.fee_bps': fc.integer({ min: 0, max: 2_000 }),
  'lottery.cost_points': fc.integer({ min: 1, max: 300 }),
  'invite.bonus_points': fc.integer({ min: 0, max: 500 }),
};
const economicSettings = fc.record(RANGES);
type EconomicValues = typeof economicSettings extends fc.Arbitrary<infer T> ? T : never;

function accepted(prizes: PrizeOdds[]) {
  return (values: EconomicValues) =>
    economicProblem(
      {
        rebateBps: [
          values['mall.rebate_level1_bps'],
          values['mall.rebate_level2_bps'],
          values['mall.rebate_level3_bps'],
        ],
        sellRefundBps: values['mall.sell_refund_bps'],
        balanceToPointsAllowed: values['exchange.balance_to_points_allowed'],
        pointsToBalanceAllowed: values['exchange.points_to_balance_allowed'],
        balanceToPointsPerUsd: values['exchange.balance_to_points_per_usd'],
        pointsToBalancePerUsd: values['exchange.points_to_balance_per_usd'],
        rechargeBonusPointsPerUsd: values['recharge.bonus_points_per_usd'],
        turnoverBps: values['withdraw.turnover_bps'],
        withdrawFeeBps: values['withdraw.fee_bps'],
        lotteryCostPoints: values['lottery.cost_points'],
      },
      prizes,
    ) === null;
}

const RUNS = Number(process.env.ECONOMIC_RUNS ?? 15);
const SEED = process.env.ECONOMIC_SEED === undefined ? 20261123 : Number(process.env.ECONOMIC_SEED);

describeOnEngines('the economic rule', (t) => {
  let world: EconomicWorld;
  let settingsArbitrary: fc.Arbitrary<EconomicValues>;

  beforeAll(async () => {
    world = await createEconomicWorld(t);
    settingsArbitrary = economicSettings.filter(accepted(await activePrizeOdds(t.services.db)));
  });

  /** Plays the actions, takes everything out, and checks the group got no more than it may. */
  async function play(size: number, steps: MemberAction[]) {
    const group = await createGroup(world, size);
    for (const step of steps) await act(world, group, step);
    for (const member of group) await liquidate(world, member);
    const flows = await groupFlows(world, group);
    // out <= in + promotions, with points at their cash-in rate (multiplied out to stay in integers).
    expect(flows.withdrawnMinor * flows.pointsPerUsd, JSON.stringify({ steps, flows })).toBeLessThanOrEqual(
      (flows.paidInMinor + flows.promoBalanceMinor) * flows.pointsPerUsd + flows.promoPoints * 100,
    );
  }

  it('gives one member or an invited chain no more than it paid in plus promotions, at the defaults', async () => {
    await fc.assert(fc.asyncProperty(groupSize, actions, play), {
      numRuns: RUNS,
      seed: SEED,
      endOnFailure: true,
    });
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('does the same at any settings the rule accepts', async () => {
    const defaults = Object.fromEntries(
      Object.keys(RANGES).map((key) => [key, SETTINGS[key as keyof typeof SETTINGS].defaultValue]),
    );
    await fc.assert(
      fc.asyncProperty(settingsArbitrary, groupSize, actions, async (values, size, steps) => {
        await t.services.settings.setAll(t.services.db, values);
        await play(size, steps);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await t.services.settings.setAll(t.services.db, defaults);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
