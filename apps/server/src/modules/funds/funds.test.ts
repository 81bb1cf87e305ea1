import {
  adminFundsList,
  FUND_RECORD_TYPES,
  fundHoldings,
  fundIncome,
  fundInvest,
  fundProducts,
  openFund,
  type ApiError,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import {
  createFund,
  earningWorld,
  freshToken,
  runJob,
  secondNode,
  postingsOf,
} from '../../test-support/earning.js';
import { ENGINES } from '../../test-support/engines.js';
import { type TestMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { newKey, refusal } from '../../test-support/refusal.js';

describe.each(ENGINES)('funds on %s', (engine) => {
  let t: TestApp;
  let catalogue: string;
  const investments = earningWorld(engine, {
    opened: (app) => (t = app),
    operator: (token) => (catalogue = token),
    setup: (app) => app.services.settings.set(app.services.db, 'funds.open', true),
  });

  const invest = (member: TestMember, fundId: number, amount: string, idempotencyKey = newKey()) =>
    t.client({ token: member.token }).call(fundInvest, { fundId, amount, idempotencyKey });

  it('lets an operator create, change and list funds, and checks their limits', async () => {
    const fund = await createFund(t, catalogue);
    expect(fund).toMatchObject({
      dailyRateBps: 50,
      termDays: 5,
      minAmountMinor: 10_00,
      maxAmountMinor: 500_00,
      maxTimes: 3,
      totalCapMinor: 10_000_00,
      raisedMinor: 0,
      onSale: true,
    });
    expect((await createFund(t, catalogue, { id: fund.id, maxTimes: 5, reason: 'more' })).maxTimes).toBe(5);
    const listed = await t.client({ token: catalogue }).call(adminFundsList, { pageSize: 200 });
    expect(listed.items.map((f) => f.id)).toContain(fund.id);
    expect(await refusal(createFund(t, catalogue, { minAmount: '600' }))).toBe('parameter_error');
    expect(await refusal(createFund(t, catalogue, { maxAmount: '20000' }))).toBe('parameter_error');
    expect(await refusal(createFund(t, catalogue, { id: 9_999_999 }))).toBe('fund_not_found');
  });

  it('lists funds only while the funds feature is open, and refuses investing while closed', async () => {
    const fund = await createFund(t, catalogue);
    const member = await t.newMember({ balanceMinor: 100_00 });
    const client = t.client({ token: member.token });
    expect((await client.call(fundProducts, { limit: 50 })).items.map((f) => f.id)).toContain(fund.id);
    await t.services.settings.set(t.services.db, 'funds.open', false);
    expect((await t.client().call(openFund, {})).isOpen).toBe(false);
    expect((await client.call(fundProducts, {})).items).toEqual([]);
    expect(await refusal(invest(member, fund.id, '20'))).toBe('fund_not_found');
    await t.services.settings.set(t.services.db, 'funds.open', true);
    expect((await t.client().call(openFund, {})).isOpen).toBe(true);
  });

  it('invests from the balance (type 23) and shows the holding', async () => {
    const fund = await createFund(t, catalogue);
    const member = await t.newMember({ balanceMinor: 300_00, language: 'bd' });
    const client = t.client({ token: member.token });
    const result = await invest(member, fund.id, '250');
    expect(result.balanceMinor).toBe(50_00);
    expect(result.holding).toMatchObject({
      fundId: fund.id,
      fundName: 'সবুজ শক্তি ফান্ড',
      amountMinor: 250_00,
      dailyIncomeMinor: 1_25,
      status: 'active',
    });
    const entries = await postingsOf(t, member.id, FUND_RECORD_TYPES.fund_income);
    expect(entries).toEqual([{ amount_minor: -250_00, reference_kind: 'fund_investment' }]);
    expect(investments).toContainEqual({
      memberId: member.id,
      kind: 'fund',
      referenceId: result.holding.id,
      amountMinor: 250_00,
      first: true,
    });
    const listed = (await client.call(fundProducts, { limit: 50 })).items.find((f) => f.id === fund.id);
    expect(listed).toMatchObject({ myInvestedMinor: 250_00, myTimes: 1, raisedMinor: 250_00 });
    expect((await client.call(fundHoldings, {})).items.map((h) => h.id)).toEqual([result.holding.id]);
  });

  it('refuses every Funds rule of SPEC §8 with its key', async () => {
    const fund = await createFund(t, catalogue, { maxAmount: '100', maxTimes: 2 });
    const vip = await createFund(t, catalogue, { requiredVipLevel: 5 });
    const closed = await createFund(t, catalogue, { onSale: false });
    const small = await createFund(t, catalogue, { minAmount: '10', maxAmount: '50', totalCap: '60' });
    const member = await t.newMember({ balanceMinor: 300_00 });
    for (const amount of ['abc', '0', '1.234', '-5', '']) {
      expect(await refusal(invest(member, fund.id, amount))).toBe('fund_amount_invalid');
    }
    expect(await refusal(invest(member, 9_999_999, '20'))).toBe('fund_not_found');
    expect(await refusal(invest(member, closed.id, '20'))).toBe('fund_not_found');
    expect(await refusal(invest(member, vip.id, '20'))).toBe('fund_vip_too_low');
    expect(await refusal(invest(member, fund.id, '9.99'))).toBe('fund_below_min');
    expect(await refusal(invest(member, fund.id, '100.01'))).toBe('fund_above_max');
    await invest(member, fund.id, '60');
    expect(await refusal(invest(member, fund.id, '50'))).toBe('fund_above_max');
    await invest(member, fund.id, '20');
    expect(await refusal(invest(member, fund.id, '10'))).toBe('fund_max_times');
    await invest(member, small.id, '50');
    const other = await t.newMember({ balanceMinor: 300_00 });
    expect(await refusal(invest(other, small.id, '11'))).toBe('fund_total_cap');
    await invest(other, small.id, '10');
    const poor = await t.newMember({ balanceMinor: 5_00 });
    expect(await refusal(invest(poor, fund.id, '20'))).toBe('insufficient_balance');
    expect(await refusal(t.client({ token: other.token }).call(fundIncome, { holdingId: 9_999_999 }))).toBe(
      'fund_record_error',
    );
    const [mine] = (await t.client({ token: member.token }).call(fundHoldings, {})).items;
    expect(
      await refusal(t.client({ token: other.token }).call(fundIncome, { holdingId: mine?.id ?? 0 })),
    ).toBe('fund_record_error');

    const key = newKey();
    const again = await t.newMember({ balanceMinor: 100_00 });
    const first = await invest(again, fund.id, '15', key);
    expect(await invest(again, fund.id, '15.00', key)).toEqual(first);
    expect(await refusal(invest(again, fund.id, '16', key))).toBe('idempotency_conflict');
  });

  it('holds the total cap against many investors at once', async () => {
    const fund = await createFund(t, catalogue, { totalCap: '1000', maxAmount: '100' });
    const members: TestMember[] = [];
    for (let i = 0; i < 30; i += 1) members.push(await t.newMember({ balanceMinor: 100_00 }));
    const results = await Promise.allSettled(members.map((m) => invest(m, fund.id, '100')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const keys = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as ApiError).key] : []));
    expect(new Set(keys)).toEqual(new Set(['fund_total_cap']));
    const row = await t.services.db
      .selectFrom('funds')
      .select('raised_minor')
      .where('id', '=', fund.id)
      .executeTakeFirstOrThrow();
    expect(row.raised_minor).toBe(1000_00);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('pays income each business day from midnight, catches up, pays once on two nodes, and returns the amount', async () => {
    t.clock.set('2026-08-01T17:00:00.000Z'); // 23:00 in Dhaka
    const fund = await createFund(t, (await t.newOperator('content')).token, {
      dailyRateBps: 100,
      termDays: 3,
    });
    const member = await t.newMember({ balanceMinor: 200_00 });
    const { holding } = await invest(member, fund.id, '200');
    expect(holding.endsOn).toBe('2026-08-04');

    t.clock.set('2026-08-01T17:59:59.000Z');
    await runJob(t.services, 'fund-income');
    t.clock.set('2026-08-01T18:00:00.000Z');
    await runJob(t.services, 'fund-income');
    let page = await t.client({ token: member.token }).call(fundIncome, {});
    expect(page.items.map((i) => [i.incomeDate, i.amountMinor])).toEqual([['2026-08-02', 2_00]]);
    expect(page).toMatchObject({ totalIncomeMinor: 2_00, todayIncomeMinor: 2_00, investedMinor: 200_00 });

    t.clock.set('2026-08-10T06:00:00.000Z');
    const other = secondNode(t);
    try {
      await Promise.all([runJob(t.services, 'fund-income'), runJob(other.services, 'fund-income')]);
    } finally {
      await other.close();
    }
    const client = t.client({ token: await freshToken(t, member.id) });
    page = await client.call(fundIncome, { holdingId: holding.id, limit: 2 });
    expect(page.items.map((i) => [i.incomeDate, i.amountMinor, i.principalMinor])).toEqual([
      ['2026-08-04', 2_00, 200_00],
      ['2026-08-03', 2_00, 0],
    ]);
    expect(page).toMatchObject({ totalIncomeMinor: 6_00, todayIncomeMinor: 0, investedMinor: 0 });
    const rest = await client.call(fundIncome, {
      holdingId: holding.id,
      limit: 2,
      cursor: page.nextCursor ?? '',
    });
    expect(rest.items.map((i) => i.incomeDate)).toEqual(['2026-08-02']);
    const entries = await postingsOf(t, member.id, FUND_RECORD_TYPES.fund_income);
    expect(entries).toEqual([
      { amount_minor: -200_00, reference_kind: 'fund_investment' },
      { amount_minor: 2_00, reference_kind: 'fund_income' },
      { amount_minor: 2_00, reference_kind: 'fund_income' },
      { amount_minor: 2_00, reference_kind: 'fund_income' },
      { amount_minor: 200_00, reference_kind: 'fund_principal' },
    ]);
    expect((await client.call(fundHoldings, { status: 'completed' })).items).toMatchObject([
      { id: holding.id, daysPaid: 3, incomePaidMinor: 6_00 },
    ]);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
