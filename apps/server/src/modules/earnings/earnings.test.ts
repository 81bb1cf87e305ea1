import {
  EARNING_RANGES,
  FUND_RECORD_TYPES,
  adminDashboardTrends,
  adminExportTrends,
  memberEarnings,
  memberHoldings,
  pledge,
  toMinor,
  type BySource,
  type FundRecordType,
} from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAccount } from '../../ledger/index.js';
import { addDays, businessDate, businessDayStart } from '../../platform/business-time.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { createPledgeProduct, freshToken, runJob } from '../../test-support/earning.js';
import { newKey } from '../../test-support/refusal.js';
import { ENGINES } from '../../test-support/engines.js';
import { createMember, createOperator, type TestMember } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { INCOME_TYPES, NOT_INCOME, SOURCE_OF_TYPE } from './income-sources.js';

const TIME_ZONE = 'Asia/Dhaka';
const HOUR_MS = 3_600_000;

describe.each(ENGINES)('earnings and trends from the ledger on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  let other: TestMember;
  let start: Date;
  let today: string;

  /** Posts as of `at`, then the clock goes back to the start of the test. */
  async function postAt(
    at: Date,
    who: TestMember,
    posting: {
      type: FundRecordType;
      amount: number;
      account: PlatformAccount;
      wallet?: 'balance' | 'team_balance';
      kind?: string;
    },
  ) {
    t.clock.set(at);
    await inTransaction(t.services.db, (trx) =>
      t.services.ledger.post(trx, {
        memberId: who.id,
        wallet: posting.wallet ?? 'balance',
        amount: toMinor(posting.amount),
        type: posting.type,
        counterAccount: posting.account,
        reference: { kind: posting.kind ?? 'test', id: 1 },
        memo: 'test',
      }),
    );
    t.clock.set(start);
  }

  /** What the member's income postings add up to per business day and source, summed here, in JS. */
  async function expectedIncome(memberId: number | null) {
    const rows = await t.services.db
      .selectFrom('ledger_entries')
      .select(['member_id', 'type', 'amount_minor', 'created_at', 'reference_kind'])
      .where('wallet_id', 'is not', null)
      .execute();
    const byDay = new Map<string, BySource>();
    for (const row of rows) {
      if (memberId !== null && row.member_id !== memberId) continue;
      const source = SOURCE_OF_TYPE.get(row.type);
      if (!source || NOT_INCOME.includes(row.reference_kind)) continue;
      const day = businessDate(new Date(row.created_at), TIME_ZONE);
      const sums = byDay.get(day) ?? { mining: 0, pledge: 0, fund: 0, team: 0 };
      sums[source] += Number(row.amount_minor);
      byDay.set(day, sums);
    }
    return byDay;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.services.settings.set(t.services.db, 'business.time_zone', TIME_ZONE);
    start = t.clock.now();
    today = businessDate(start, TIME_ZONE);
    member = await createMember(t.services, { balanceMinor: 1_000_00 });
    other = await createMember(t.services, { balanceMinor: 50_00 });
    const midnight = businessDayStart(today, TIME_ZONE);
    const { mining_income, staking_reward, fund_income, team_rebate, recharge } = FUND_RECORD_TYPES;
    // Either side of today's start in Dhaka (18:00 UTC the day before): yesterday, then today.
    await postAt(new Date(midnight.getTime() - 1), member, {
      type: mining_income,
      amount: 101,
      account: 'mining_payouts',
    });
    await postAt(midnight, member, { type: mining_income, amount: 202, account: 'mining_payouts' });
    await postAt(new Date(midnight.getTime() + HOUR_MS), member, {
      type: team_rebate,
      amount: 33,
      account: 'rebates',
      wallet: 'team_balance',
    });
    // Days inside and just outside each range, and long ago (all-time only).
    for (const [back, amount] of [
      [6, 5],
      [7, 7],
      [29, 11],
      [30, 13],
      [89, 17],
      [90, 19],
      [200, 23],
    ] as const) {
      const day = businessDayStart(addDays(today, -back), TIME_ZONE);
      await postAt(new Date(day.getTime() + 2 * HOUR_MS), member, {
        type: staking_reward,
        amount,
        account: 'staking_rewards',
      });
      await postAt(new Date(day.getTime() + 3 * HOUR_MS), member, {
        type: fund_income,
        amount: amount * 2,
        account: 'fund_income',
      });
      // Another member's income and a recharge: neither is this member's income.
      await postAt(new Date(day.getTime() + 4 * HOUR_MS), other, {
        type: mining_income,
        amount: 1000,
        account: 'mining_payouts',
      });
      await postAt(new Date(day.getTime() + 5 * HOUR_MS), member, {
        type: recharge,
        amount: 500,
        account: 'recharge_clearing',
      });
    }
    // A withdrawal reserved, and one refunded on rejection the next day.
    const threeDaysAgo = businessDayStart(addDays(today, -3), TIME_ZONE);
    await postAt(threeDaysAgo, member, {
      type: FUND_RECORD_TYPES.withdrawal,
      amount: -300,
      account: 'withdrawal_clearing',
    });
    await postAt(midnight, member, {
      type: FUND_RECORD_TYPES.withdrawal_rejected,
      amount: 100,
      account: 'withdrawal_clearing',
    });
    // Money put into a fund is posted as type 23 too: not income.
    await postAt(new Date(midnight.getTime() + 2 * HOUR_MS), member, {
      type: FUND_RECORD_TYPES.fund_income,
      amount: -20_000,
      account: 'funds',
      kind: 'fund_investment',
    });
    // Principal coming back with the last day's income is not income.
    await postAt(new Date(midnight.getTime() + 2 * HOUR_MS), member, {
      type: staking_reward,
      amount: 10_000,
      account: 'staking',
      kind: 'pledge_principal',
    });
  });
  afterAll(() => t.close());

  it.each(EARNING_RANGES)(
    'answers the sums of the member’s postings per day and source over %i days',
    async (days) => {
      const client = t.client({ token: member.token });
      const earnings = await client.call(memberEarnings, { days });
      const expected = await expectedIncome(member.id);
      expect(earnings.businessDate).toBe(today);
      expect(earnings.days).toHaveLength(days);
      expect(earnings.days.at(-1)?.date).toBe(today);
      const zero = { mining: 0, pledge: 0, fund: 0, team: 0 };
      const rangeTotals = { ...zero };
      for (const day of earnings.days) {
        const { date, ...income } = day;
        expect(income, date).toEqual(expected.get(date) ?? zero);
        for (const source of ['mining', 'pledge', 'fund', 'team'] as const)
          rangeTotals[source] += income[source];
      }
      expect(earnings.rangeTotals).toEqual(rangeTotals);
      // Across the boundary: 1.01 yesterday, 2.02 and the team's 0.33 today.
      expect(earnings.days.at(-1)).toMatchObject({ mining: 202, team: 33 });
      expect(earnings.days.at(-2)).toMatchObject({ mining: 101 });
      expect(earnings.todayMinor).toBe(235);
      const allTime = [...expected.values()].reduce(
        (sum, d) => ({
          mining: sum.mining + d.mining,
          pledge: sum.pledge + d.pledge,
          fund: sum.fund + d.fund,
          team: sum.team + d.team,
        }),
        zero,
      );
      expect(earnings.allTimeTotals).toEqual(allTime);
      expect(earnings.totalMinor).toBe(allTime.mining + allTime.pledge + allTime.fund + allTime.team);
    },
  );

  it('shows a running pledge with its progress and the time of its next reward', async () => {
    const owner = await createOperator(t.services, 'owner');
    const product = await createPledgeProduct(t, owner.token, { termDays: 3 });
    const client = t.client({ token: member.token });
    await client.call(pledge, { productId: product.id, amount: '100', idempotencyKey: newKey() });
    const before = await client.call(memberHoldings, {});
    expect(before.items).toEqual([
      expect.objectContaining({
        kind: 'pledge',
        productName: 'USDT staking',
        amountMinor: 100_00,
        dailyIncomeMinor: 1_00,
        termDays: 3,
        daysPaid: 0,
        incomePaidMinor: 0,
        nextPaymentAt: businessDayStart(addDays(today, 1), TIME_ZONE).toISOString(),
      }),
    ]);
  });

  it('draws the operator’s trends from the same postings, and exports each chart', async () => {
    const owner = await createOperator(t.services, 'owner');
    const admin = t.client({ token: owner.token });
    const trends = await admin.call(adminDashboardTrends, { days: 90 });
    expect(trends.days).toHaveLength(90);
    const income = await expectedIncome(null);
    const rows = await t.services.db
      .selectFrom('ledger_entries')
      .select(['member_id', 'type', 'amount_minor', 'created_at', 'wallet_kind'])
      .where('wallet_id', 'is not', null)
      .execute();
    const first = trends.days[0]?.date ?? today;
    const dayOf = (row: { created_at: string }) => businessDate(new Date(row.created_at), TIME_ZONE);
    for (const day of trends.days) {
      const on = rows.filter((row) => dayOf(row) === day.date);
      const sum = (types: number[]) =>
        on.filter((row) => types.includes(row.type)).reduce((s, row) => s + Number(row.amount_minor), 0);
      expect(day.depositsMinor, day.date).toBe(sum([FUND_RECORD_TYPES.recharge]));
      expect(day.withdrawalsMinor, day.date).toBe(
        0 - sum([FUND_RECORD_TYPES.withdrawal, FUND_RECORD_TYPES.withdrawal_rejected]),
      );
      expect(day.netFlowMinor).toBe(day.depositsMinor - day.withdrawalsMinor);
      expect(day.income, day.date).toEqual(
        income.get(day.date) ?? { mining: 0, pledge: 0, fund: 0, team: 0 },
      );
      const own = on.filter((row) => !(INCOME_TYPES as number[]).includes(row.type));
      expect(day.activeMembers, day.date).toBe(new Set(own.map((row) => row.member_id)).size);
      const held = rows.filter((row) => dayOf(row) <= day.date);
      const wallet = (kind: string) =>
        held.filter((row) => row.wallet_kind === kind).reduce((s, row) => s + Number(row.amount_minor), 0);
      expect(day.liabilities, day.date).toEqual({
        balanceMinor: wallet('balance'),
        teamBalanceMinor: wallet('team_balance'),
        points: wallet('points'),
      });
    }
    expect(trends.days.at(-1)).toMatchObject({ date: today, newMembers: 2, activeMembers: 2 });
    expect(first).toBe(addDays(today, -89));

    const csv = await admin.call(adminExportTrends, { chart: 'income', days: 30 });
    expect(csv.rows).toBe(30);
    expect(csv.csv.split('\r\n')[0]).toBe('business_date,mining_minor,pledge_minor,fund_minor,team_minor');
    const last = trends.days.at(-1);
    expect(csv.csv).toContain(
      `${today},${last?.income.mining},${last?.income.pledge},${last?.income.fund},${last?.income.team}\r\n`,
    );
    const audited = await t.services.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'export.trends')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('pays the pledge on the next business day and counts it as today’s income there', async () => {
    t.clock.set(new Date(businessDayStart(addDays(today, 1), TIME_ZONE).getTime() + HOUR_MS));
    await runJob(t.services, 'pledge-rewards');
    const client = t.client({ token: await freshToken(t, member.id) });
    const earnings = await client.call(memberEarnings, { days: 7 });
    expect(earnings.businessDate).toBe(addDays(today, 1));
    expect(earnings.todayMinor).toBe(1_00);
    expect(earnings.days.at(-1)).toMatchObject({ pledge: 1_00 });
    const holdings = await client.call(memberHoldings, {});
    expect(holdings.items[0]).toMatchObject({ daysPaid: 1, incomePaidMinor: 1_00 });
  });
});
