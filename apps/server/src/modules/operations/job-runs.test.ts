import {
  adminJobRerun,
  adminJobRunsList,
  adminJobsList,
  FUND_RECORD_TYPES,
  MAX_MINOR,
  mallIncomeDays,
  mallPurchase,
  mallStart,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { walletBalance } from '../../ledger/index.js';
import { createMiningProduct, freshToken, runJob, postingsQuery } from '../../test-support/earning.js';
import { createMember, createOperator } from '../../test-support/factories.js';
import { newKey } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('scheduled job runs', (t) => {
  /** A member with a started order earning $2 a day for 5 days. */
  async function runningOrder(productId: number) {
    const member = await createMember(t.services, { balanceMinor: 100_00 });
    const client = t.client({ token: member.token });
    const { order } = await client.call(mallPurchase, { productId, quantity: 1, idempotencyKey: newKey() });
    await client.call(mallStart, { orderId: order.id });
    return { member, orderId: order.id };
  }

  async function incomeOf(memberId: number) {
    const rows = await postingsQuery(t.services.db, memberId, FUND_RECORD_TYPES.mining_income)
      .select('amount_minor')
      .execute();
    return rows.map((row) => row.amount_minor);
  }

  async function runsOfDay(day: string) {
    return t.services.db
      .selectFrom('job_runs')
      .select(['id', 'state', 'runs'])
      .where('job', '=', 'mining-income')
      .where('business_day', '=', day)
      .execute();
  }

  it('records a failing item with its reason, goes on with the others, and a re-run after the fix pays it once', async () => {
    t.clock.set('2026-05-10T06:00:00.000Z'); // midday of the 10th in Dhaka
    const content = await createOperator(t.services, 'content');
    const product = await createMiningProduct(t, content.token, {
      price: '10',
      dailyIncome: '2',
      termDays: 5,
    });
    const broken = await runningOrder(product.id);
    const healthy = await runningOrder(product.id);
    // A broken row: an amount past the platform's bounds, as a bad import or a manual edit could leave.
    await t.services.db
      .updateTable('mining_orders')
      .set({ daily_income_minor: (MAX_MINOR + 1) as never })
      .where('id', '=', broken.orderId)
      .execute();
    const balanceBefore = await walletBalance(t.services.db, broken.member.id, 'balance');

    t.clock.set('2026-05-11T06:00:00.000Z'); // the 11th: the first income day
    await runJob(t.services, 'mining-income');
    expect(await incomeOf(healthy.member.id)).toEqual([2_00]);
    expect(await incomeOf(broken.member.id)).toEqual([]);

    const owner = await createOperator(t.services, 'owner');
    const console = t.client({ token: owner.token });
    const failedRuns = await console.call(adminJobRunsList, {
      job: 'mining-income',
      businessDay: '2026-05-11',
      state: 'failed',
    });
    expect(failedRuns.total).toBe(1);
    expect(failedRuns.items[0]).toMatchObject({
      job: 'mining-income',
      businessDay: '2026-05-11',
      state: 'failed',
      itemsPaid: 1,
      failures: 1,
      trigger: 'schedule',
      failureReasons: [{ item: `mining_order:${broken.orderId}` }],
    });
    expect(failedRuns.items[0]?.failureReasons[0]?.reason).toMatch(/not a bounded integer amount/);
    const statuses = await console.call(adminJobsList, {});
    expect(statuses.jobs.find((job) => job.name === 'mining-income')?.warning).toBe('failed');

    // The member sees why the day is missing.
    const memberClient = t.client({ token: await freshToken(t, broken.member.id) });
    const before = await memberClient.call(mallIncomeDays, { orderId: broken.orderId });
    expect(before.days.map((day) => [day.date, day.state])).toEqual([
      ['2026-05-11', 'job_failed'],
      ['2026-05-12', 'not_due'],
    ]);

    // Scheduled ticks that fail the same way again are folded into the failed run.
    await runJob(t.services, 'mining-income');
    await runJob(t.services, 'mining-income');
    expect(await runsOfDay('2026-05-11')).toEqual([expect.objectContaining({ state: 'failed', runs: 3 })]);

    await t.services.db
      .updateTable('mining_orders')
      .set({ daily_income_minor: 2_00 as never })
      .where('id', '=', broken.orderId)
      .execute();
    const rerun = await console.call(adminJobRerun, {
      job: 'mining-income',
      businessDay: '2026-05-11',
      reason: 'order row repaired',
    });
    expect(rerun).toMatchObject({
      state: 'completed',
      itemsPaid: 1,
      failures: 0,
      trigger: `operator:${owner.id}`,
    });
    // Again, and the scheduler too: nothing more is paid.
    expect(
      await console.call(adminJobRerun, {
        job: 'mining-income',
        businessDay: '2026-05-11',
        reason: 'once more',
      }),
    ).toMatchObject({ state: 'completed', itemsPaid: 0 });
    await runJob(t.services, 'mining-income');

    expect(await incomeOf(broken.member.id)).toEqual([2_00]);
    expect(await incomeOf(healthy.member.id)).toEqual([2_00]);
    expect(await walletBalance(t.services.db, broken.member.id, 'balance')).toBe(balanceBefore + 2_00);
    const payouts = await t.services.db
      .selectFrom('mining_payouts')
      .select('income_date')
      .where('order_id', '=', broken.orderId)
      .execute();
    expect(payouts).toEqual([{ income_date: '2026-05-11' }]);
    const after = await memberClient.call(mallIncomeDays, { orderId: broken.orderId });
    expect(after.days[0]).toMatchObject({ date: '2026-05-11', state: 'paid', amountMinor: 2_00 });
    expect(
      (await console.call(adminJobsList, {})).jobs.find((j) => j.name === 'mining-income')?.warning,
    ).toBe(null);

    const audit = await t.services.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'reason'])
      .where('action', '=', 'jobs.rerun')
      .execute();
    expect(audit).toContainEqual({
      action: 'jobs.rerun',
      target_id: 'mining-income',
      reason: 'order row repaired',
    });
  });

  it('explains days the job has not run for, and refuses another member’s order', async () => {
    t.clock.set('2026-06-10T06:00:00.000Z');
    const content = await createOperator(t.services, 'content');
    const product = await createMiningProduct(t, content.token, {
      price: '10',
      dailyIncome: '2',
      termDays: 3,
    });
    const { member, orderId } = await runningOrder(product.id);
    t.clock.set('2026-06-12T06:00:00.000Z'); // two income days due, the job has not run
    const client = t.client({ token: await freshToken(t, member.id) });
    const answer = await client.call(mallIncomeDays, { orderId });
    expect(answer.days.map((day) => day.state)).toEqual(['job_not_run', 'job_not_run', 'not_due']);
    const stranger = await createMember(t.services);
    const refused = await t
      .client({ token: await freshToken(t, stranger.id) })
      .raw(mallIncomeDays, { orderId });
    expect(refused.body).toMatchObject({ message: 'not_found' });
  });

  it('holds the scheduled runs while `jobs.enabled` is off, and warns that the day is not done', async () => {
    t.clock.set('2026-07-01T06:00:00.000Z');
    await t.services.settings.set(t.services.db, 'jobs.enabled', false);
    expect(await runJob(t.services, 'daily-reconcile')).toEqual({ held: true });
    const owner = await createOperator(t.services, 'owner');
    const statuses = await t.client({ token: owner.token }).call(adminJobsList, {});
    expect(statuses.enabled).toBe(false);
    expect(statuses.jobs.find((job) => job.name === 'daily-reconcile')?.warning).toBe('not_completed');
    await t.services.settings.set(t.services.db, 'jobs.enabled', true);
    await runJob(t.services, 'daily-reconcile');
    const after = await t.client({ token: owner.token }).call(adminJobsList, {});
    expect(after.jobs.find((job) => job.name === 'daily-reconcile')).toMatchObject({
      warning: null,
      lastRun: { state: 'completed', businessDay: '2026-07-01' },
    });
  });

  it('lists the earlier days a daily job has no completed run for, until a re-run completes one', async () => {
    t.clock.set('2026-08-01T06:00:00.000Z');
    await runJob(t.services, 'daily-reconcile');
    t.clock.set('2026-08-04T06:00:00.000Z'); // nothing ran on the 2nd and 3rd
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    const reconcile = async () =>
      (await owner.call(adminJobsList, {})).jobs.find((job) => job.name === 'daily-reconcile');
    expect((await reconcile())?.missedDays).toEqual(['2026-08-02', '2026-08-03']);
    await owner.call(adminJobRerun, {
      job: 'daily-reconcile',
      businessDay: '2026-08-02',
      reason: 'the scheduler was off',
    });
    expect((await reconcile())?.missedDays).toEqual(['2026-08-03']);
    // A job that is not daily is never listed.
    const sandbox = (await owner.call(adminJobsList, {})).jobs.filter((job) => !job.daily);
    expect(sandbox.every((job) => job.missedDays.length === 0)).toBe(true);
  });
});
