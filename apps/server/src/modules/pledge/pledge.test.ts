import {
  adminPledgeProductSave,
  adminPledgeProductsList,
  FUND_RECORD_TYPES,
  pledge,
  pledgeBalance,
  pledgeProducts,
  pledgeRecords,
  type ApiError,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import {
  createPledgeProduct,
  earningWorld,
  freshToken,
  postingsOf,
  runJob,
  secondNode,
} from '../../test-support/earning.js';
import { ENGINES } from '../../test-support/engines.js';
import { memberRow, type TestMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { newKey, refusal } from '../../test-support/refusal.js';

describe.each(ENGINES)('pledge on %s', (engine) => {
  let t: TestApp;
  let catalogue: string;
  const investments = earningWorld(engine, {
    opened: (app) => (t = app),
    operator: (token) => (catalogue = token),
  });

  const stake = (member: TestMember, productId: number, amount: string, idempotencyKey = newKey()) =>
    t.client({ token: member.token }).call(pledge, { productId, amount, idempotencyKey });

  const postings = (memberId: number, type: number) => postingsOf(t, memberId, type);

  it('lets an operator create, change and list pledge products', async () => {
    const product = await createPledgeProduct(t, catalogue, { requiredVipLevel: 1 });
    expect(product).toMatchObject({
      termDays: 10,
      dailyRateBps: 100,
      minAmountMinor: 10_00,
      maxPerMemberMinor: 1000_00,
      requiredVipLevel: 1,
      onSale: true,
      pledgedMinor: 0,
    });
    const changed = await createPledgeProduct(t, catalogue, {
      id: product.id,
      dailyRateBps: 150,
      reason: 'rate',
    });
    expect(changed.dailyRateBps).toBe(150);
    const listed = await t.client({ token: catalogue }).call(adminPledgeProductsList, { pageSize: 200 });
    expect(listed.items.map((p) => p.id)).toContain(product.id);
    expect(await refusal(createPledgeProduct(t, catalogue, { minAmount: '100', maxPerMember: '50' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(createPledgeProduct(t, catalogue, { id: 9_999_999 }))).toBe(
      'pledge_product_not_found',
    );
    const finance = (await t.newOperator('finance')).client;
    expect(
      await refusal(
        finance.call(adminPledgeProductSave, {
          name: { en: 'x' },
          termDays: 1,
          dailyRateBps: 1,
          minAmount: '1',
          maxPerMember: '2',
          reason: 'not mine',
        }),
      ),
    ).toBe('permission_denied');
  });

  it('pledges from the balance (type 8) and shows it on the product and the balance', async () => {
    const product = await createPledgeProduct(t, catalogue);
    const hidden = await createPledgeProduct(t, catalogue, { onSale: false });
    const member = await t.newMember({ balanceMinor: 500_00, language: 'zh' });
    const client = t.client({ token: member.token });
    const result = await stake(member, product.id, '200.50');
    expect(result.balanceMinor).toBe(299_50);
    expect(result.pledge).toMatchObject({
      productId: product.id,
      productName: 'USDT 质押',
      principalMinor: 200_50,
      dailyRewardMinor: 2_00, // 1% of $200.50, rounded toward zero
      status: 'active',
      daysPaid: 0,
    });
    expect(await postings(member.id, FUND_RECORD_TYPES.staking_deduction)).toEqual([
      { amount_minor: -200_50, reference_kind: 'pledge' },
    ]);
    expect(investments).toContainEqual({
      memberId: member.id,
      kind: 'pledge',
      referenceId: result.pledge.id,
      amountMinor: 200_50,
      first: true,
    });
    const products = await client.call(pledgeProducts, { limit: 50 });
    expect(products.items.find((p) => p.id === product.id)?.pledgedMinor).toBe(200_50);
    expect(products.items.map((p) => p.id)).not.toContain(hidden.id);
    expect(await client.call(pledgeBalance, {})).toEqual({
      pledgedMinor: 200_50,
      activeCount: 1,
      rewardsMinor: 0,
      todayRewardsMinor: 0,
      availableMinor: 299_50,
    });
    const records = await client.call(pledgeRecords, { status: 'active' });
    expect(records.items.map((r) => r.id)).toEqual([result.pledge.id]);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(1);
  });

  it('refuses an unknown or closed product, a low level, an amount outside the limits, and too little balance', async () => {
    const product = await createPledgeProduct(t, catalogue, { maxPerMember: '100' });
    const vip = await createPledgeProduct(t, catalogue, { requiredVipLevel: 4 });
    const closed = await createPledgeProduct(t, catalogue, { onSale: false });
    const member = await t.newMember({ balanceMinor: 80_00 });
    expect(await refusal(stake(member, 9_999_999, '20'))).toBe('pledge_product_not_found');
    expect(await refusal(stake(member, closed.id, '20'))).toBe('pledge_product_not_found');
    expect(await refusal(stake(member, vip.id, '20'))).toBe('insufficient_level');
    expect(await refusal(stake(member, product.id, '9.99'))).toBe('pledge_below_min');
    expect(await refusal(stake(member, product.id, '100.01'))).toBe('pledge_limit_exceeded');
    await stake(member, product.id, '60');
    expect(await refusal(stake(member, product.id, '50'))).toBe('pledge_limit_exceeded');
    expect(await refusal(stake(member, product.id, '40'))).toBe('insufficient_balance');
    expect(await refusal(stake(member, product.id, '0'))).toBe('parameter_error');
    expect(await refusal(stake(member, product.id, '1,5'))).toBe('parameter_error');
    const balance = await t.client({ token: member.token }).call(pledgeBalance, {});
    expect(balance).toMatchObject({ pledgedMinor: 60_00, availableMinor: 20_00 });

    const key = newKey();
    const other = await t.newMember({ balanceMinor: 100_00 });
    const first = await stake(other, product.id, '30', key);
    expect(await stake(other, product.id, '30', key)).toEqual(first);
    expect(await refusal(stake(other, product.id, '31', key))).toBe('idempotency_conflict');
  });

  it('holds the per-member limit against one member’s concurrent pledges', async () => {
    const product = await createPledgeProduct(t, catalogue, { maxPerMember: '100' });
    const member = await t.newMember({ balanceMinor: 1000_00 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => stake(member, product.id, '30')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const keys = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as ApiError).key] : []));
    expect(new Set(keys)).toEqual(new Set(['pledge_limit_exceeded']));
  });

  it('pays a reward each business day from midnight, catches up, pays once on two nodes, and returns the principal', async () => {
    t.clock.set('2026-07-01T17:30:00.000Z'); // 23:30 in Dhaka on the 1st
    const product = await createPledgeProduct(t, (await t.newOperator('content')).token, {
      termDays: 4,
      dailyRateBps: 100,
    });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const { pledge: record } = await stake(member, product.id, '100');
    expect(record.endsOn).toBe('2026-07-05');
    const rewards = () =>
      t.services.db
        .selectFrom('pledge_rewards')
        .select(['reward_date', 'amount_minor', 'principal_minor'])
        .where('pledge_id', '=', record.id)
        .orderBy('reward_date')
        .execute();

    t.clock.set('2026-07-01T17:59:59.000Z');
    await runJob(t.services, 'pledge-rewards');
    expect(await rewards()).toEqual([]);
    t.clock.set('2026-07-01T18:00:00.000Z'); // midnight in Dhaka
    await runJob(t.services, 'pledge-rewards');
    expect(await rewards()).toEqual([{ reward_date: '2026-07-02', amount_minor: 1_00, principal_minor: 0 }]);

    t.clock.set('2026-07-04T06:00:00.000Z'); // two days missed
    const other = secondNode(t);
    try {
      await Promise.all([runJob(t.services, 'pledge-rewards'), runJob(other.services, 'pledge-rewards')]);
    } finally {
      await other.close();
    }
    expect((await rewards()).map((r) => r.reward_date)).toEqual(['2026-07-02', '2026-07-03', '2026-07-04']);
    const client = t.client({ token: await freshToken(t, member.id) });
    expect(await client.call(pledgeBalance, {})).toMatchObject({
      pledgedMinor: 100_00,
      rewardsMinor: 3_00,
      todayRewardsMinor: 1_00,
      availableMinor: 3_00,
    });

    t.clock.set('2026-07-20T06:00:00.000Z');
    await runJob(t.services, 'pledge-rewards');
    await runJob(t.services, 'pledge-rewards');
    expect(await rewards()).toHaveLength(4);
    expect((await rewards()).at(-1)).toEqual({
      reward_date: '2026-07-05',
      amount_minor: 1_00,
      principal_minor: 100_00,
    });
    expect(await postings(member.id, FUND_RECORD_TYPES.staking_reward)).toEqual([
      { amount_minor: 1_00, reference_kind: 'pledge_reward' },
      { amount_minor: 1_00, reference_kind: 'pledge_reward' },
      { amount_minor: 1_00, reference_kind: 'pledge_reward' },
      { amount_minor: 1_00, reference_kind: 'pledge_reward' },
      { amount_minor: 100_00, reference_kind: 'pledge_principal' },
    ]);
    const fresh = t.client({ token: await freshToken(t, member.id) });
    expect(await fresh.call(pledgeBalance, {})).toMatchObject({
      pledgedMinor: 0,
      activeCount: 0,
      rewardsMinor: 4_00,
      availableMinor: 104_00,
    });
    expect((await fresh.call(pledgeRecords, {})).items[0]).toMatchObject({
      status: 'completed',
      daysPaid: 4,
    });
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
