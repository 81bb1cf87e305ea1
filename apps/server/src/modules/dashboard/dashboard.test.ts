import {
  toMinor,
  adminDashboardSummary,
  adminMemberOrders,
  adminRechargeConfirm,
  adminWithdrawalApprove,
  fundInvest,
  mallPurchase,
  paymentStart,
  pledge,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { reconcileAndRecord } from '../../ledger/reconcile.js';
import { createFund, createMiningProduct, createPledgeProduct, runJob } from '../../test-support/earning.js';
import { type TestOperator } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { applyWithdrawal, createChannel, withdrawingMember } from '../../test-support/wallet-fixtures.js';
import { newKey, refusal } from '../../test-support/refusal.js';

describeOnEngines('operator dashboard', (t) => {
  let owner: TestOperator;
  let admin: ApiClient;
  beforeAll(async () => {
    owner = await t.newOperator('owner');
    admin = t.client({ token: owner.token });
  });

  /** A new session: the clock moves by days here, past a session's lifetime. */
  const freshOperator = async () => (await t.newOperator('finance')).client;

  it('shows members, money in and out, pending reviews, liabilities against the ledger and the last reconcile', async () => {
    const empty = await admin.call(adminDashboardSummary, {});
    expect(empty).toMatchObject({
      members: { total: 0, newToday: 0 },
      deposits: { today: { count: 0, amountMinor: 0 }, total: { count: 0, amountMinor: 0 } },
      lastReconcile: null,
    });

    const payer = await withdrawingMember(t, { balanceMinor: 500_00 });
    const channel = await createChannel(t.services, { kind: 'bank_transfer' });
    const confirmed = await payer.client.call(paymentStart, {
      channelId: channel,
      amount: '40',
      idempotencyKey: newKey(),
    });
    await admin.call(adminRechargeConfirm, { rechargeId: confirmed.recharge.id, reason: 'seen on account' });
    await payer.client.call(paymentStart, {
      channelId: channel,
      amount: '25',
      idempotencyKey: newKey(),
    });
    const paid = await applyWithdrawal(payer.client, '100');
    await admin.call(adminWithdrawalApprove, { withdrawalId: paid.id });
    await applyWithdrawal(payer.client, '50');
    await t.newMember({ points: 70 });

    const summary = await admin.call(adminDashboardSummary, {});
    expect(summary).toMatchObject({
      members: { total: 2, newToday: 2 },
      deposits: { today: { count: 1, amountMinor: 40_00 }, total: { count: 1, amountMinor: 40_00 } },
      withdrawals: { today: { count: 1, amountMinor: 100_00 }, total: { count: 1, amountMinor: 100_00 } },
      pendingReviews: {
        withdrawals: { count: 1, amountMinor: 50_00 },
        recharges: { count: 1, amountMinor: 25_00 },
      },
      lastReconcile: null,
    });
    // 500 + 40 in with a $2 first-recharge bonus, 100 + 50 out with 2% fees (2 + 1): 389 left;
    // points: the 70 given plus those the recharge earned.
    expect(summary.liabilities).toEqual({
      wallets: { balanceMinor: 389_00, teamBalanceMinor: 0, points: 470 },
      ledger: { balanceMinor: 389_00, teamBalanceMinor: 0, points: 470 },
      matches: true,
    });

    // The next business day: today's figures start again, totals stay.
    t.clock.advance(24 * 3_600_000);
    const tomorrow = await t.services.db.selectFrom('members').select('id').execute();
    expect(tomorrow).toHaveLength(2);
    const later = await t
      .client({ token: (await t.newOperator('finance')).token })
      .call(adminDashboardSummary, {});
    expect(later.businessDate > summary.businessDate).toBe(true);
    expect(later).toMatchObject({
      members: { total: 2, newToday: 0 },
      deposits: { today: { count: 0, amountMinor: 0 }, total: { count: 1, amountMinor: 40_00 } },
      withdrawals: { today: { count: 0, amountMinor: 0 }, total: { count: 1, amountMinor: 100_00 } },
    });
  });

  it('shows the latest reconcile run; the daily job checks once per business day', async () => {
    const admin = await freshOperator();
    await reconcileAndRecord(t.services.db, t.clock, 'cli');
    expect((await admin.call(adminDashboardSummary, {})).lastReconcile).toMatchObject({
      ok: true,
      differences: 0,
      source: 'cli',
    });

    expect(await runJob(t.services, 'daily-reconcile')).toMatchObject({ ok: true });
    expect(await runJob(t.services, 'daily-reconcile')).toMatchObject({ skipped: true });
    const jobRuns = await t.services.db
      .selectFrom('reconcile_runs')
      .select('id')
      .where('source', '=', 'job')
      .execute();
    expect(jobRuns).toHaveLength(1);

    // A wallet that no longer equals its postings: the next run records the difference.
    await t.services.db
      .updateTable('wallets')
      .set({ balance_minor: toMinor(1) })
      .where('kind', '=', 'team_balance')
      .execute();
    t.clock.advance(24 * 3_600_000);
    expect(await runJob(t.services, 'daily-reconcile')).toMatchObject({ ok: false });
    const summary = await (await freshOperator()).call(adminDashboardSummary, {});
    expect(summary.lastReconcile).toMatchObject({ ok: false, source: 'job' });
    expect(summary.lastReconcile?.differences).toBeGreaterThan(0);
    expect(summary.liabilities.matches).toBe(false);
    await t.services.db
      .updateTable('wallets')
      .set({ balance_minor: toMinor(0) })
      .where('kind', '=', 'team_balance')
      .execute();
  });
});

describeOnEngines("a member's orders for operators", (t) => {
  let owner: TestOperator;
  beforeAll(async () => {
    owner = await t.newOperator('owner');
    await t.services.settings.set(t.services.db, 'funds.open', true);
  });

  it('lists machines, pledges and fund holdings, newest first, page by page', async () => {
    const member = await t.newMember({ balanceMinor: 1_000_00 });
    const client = t.client({ token: member.token });
    const machine = await createMiningProduct(t, owner.token);
    await client.call(mallPurchase, { productId: machine.id, quantity: 2, idempotencyKey: newKey() });
    await client.call(mallPurchase, { productId: machine.id, idempotencyKey: newKey() });
    const staking = await createPledgeProduct(t, owner.token);
    await client.call(pledge, { productId: staking.id, amount: '50', idempotencyKey: newKey() });
    const fund = await createFund(t, owner.token);
    await client.call(fundInvest, { fundId: fund.id, amount: '20', idempotencyKey: newKey() });

    const support = (await t.newOperator('support')).client;
    const mining = await support.call(adminMemberOrders, {
      memberId: member.id,
      kind: 'mining',
      pageSize: 1,
    });
    expect(mining.total).toBe(2);
    expect(mining.items).toHaveLength(1);
    expect(mining.items[0]).toMatchObject({ kind: 'mining', quantity: 1, amountMinor: 100_00 });
    const second = await support.call(adminMemberOrders, {
      memberId: member.id,
      kind: 'mining',
      page: 2,
      pageSize: 1,
    });
    expect(second.items[0]).toMatchObject({
      quantity: 2,
      amountMinor: 200_00,
      dailyIncomeMinor: 4_00,
      termDays: 30,
      productName: 'Antminer S19',
    });

    const pledges = await support.call(adminMemberOrders, { memberId: member.id, kind: 'pledge' });
    expect(pledges).toMatchObject({
      total: 1,
      items: [{ kind: 'pledge', amountMinor: 50_00, status: 'active' }],
    });
    const funds = await support.call(adminMemberOrders, { memberId: member.id, kind: 'fund' });
    expect(funds).toMatchObject({
      total: 1,
      items: [{ kind: 'fund', amountMinor: 20_00, productName: 'Green energy fund' }],
    });

    expect(await refusal(support.call(adminMemberOrders, { memberId: 999_999, kind: 'fund' }))).toBe(
      'not_found',
    );
  });
});
