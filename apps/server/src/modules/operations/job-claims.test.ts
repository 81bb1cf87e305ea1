import { adminJobRerun, adminJobRunsList } from '@cloudmine/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../platform/jobs/job-recorder.js';
import {
  claimJobRun,
  finishJobRun,
  LAPSED_CLAIM_REASON,
  renewJobClaim,
} from '../../platform/jobs/job-runs-repository.js';
import { createMiningProduct, runJob, secondNode, startedOrders } from '../../test-support/earning.js';
import { ENGINES } from '../../test-support/engines.js';
import { refusal } from '../../test-support/refusal.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const JOB = 'mining-income';

describe.each(ENGINES)('one node claims a job’s run on %s', (engine) => {
  // An app per test: a run pays every due item of its database, and its record is checked.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  /** Started orders earning $2 a day, their first income due on the day after `at`. */
  async function runningOrders(count: number, at: string) {
    t.clock.set(at);
    const operator = await t.newOperator('content');
    const product = await createMiningProduct(t, operator.token, { price: '10', dailyIncome: '2' });
    return (await startedOrders(t, product.id, count)).map((order) => order.orderId);
  }

  async function payouts(orderIds: number[]) {
    const rows = await t.services.db
      .selectFrom('mining_payouts')
      .select('order_id')
      .where('order_id', 'in', orderIds)
      .execute();
    return rows.length;
  }

  async function runsOfDay(day: string) {
    return t.services.db
      .selectFrom('job_runs')
      .select(['node_id', 'state', 'items_paid', 'runs'])
      .where('job', '=', JOB)
      .where('business_day', '=', day)
      .orderBy('id')
      .execute();
  }

  /** A run of the job claimed by another node at the clock's instant, as that node's recorder does. */
  async function claimAs(nodeId: string, day: string) {
    const now = t.clock.now();
    const id = await claimJobRun(t.services.db, {
      job: JOB,
      businessDay: day,
      startedAt: now.toISOString(),
      nodeId,
      trigger: 'schedule',
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    });
    if (id === undefined) throw new Error('the job was claimed already');
    return id;
  }

  it('lets a node that finds the job claimed skip without a record, and refuses a re-run meanwhile', async () => {
    const orders = await runningOrders(2, '2026-03-01T06:00:00.000Z');
    t.clock.set('2026-03-02T06:00:00.000Z');
    const held = await claimAs('node-a', '2026-03-02');
    const other = secondNode(t);
    try {
      expect(await runJob(other.services, JOB)).toEqual({ skipped: 'claimed', heldBy: 'node-a' });
      expect(await runJob(t.services, JOB)).toEqual({ skipped: 'claimed', heldBy: 'node-a' });
      expect(await payouts(orders)).toBe(0);
      expect(await runsOfDay('2026-03-02')).toEqual([
        { node_id: 'node-a', state: 'running', items_paid: 0, runs: 1 },
      ]);
      const owner = await t.newOperator('owner');
      const rerun = owner.client.call(adminJobRerun, {
        job: JOB,
        businessDay: '2026-03-02',
        reason: 'again',
      });
      expect(await refusal(rerun)).toBe('job_running');

      // The holder renews its claim while it runs; once it has finished there is nothing to renew.
      expect(await renewJobClaim(t.services.db, held, '2026-03-02T07:00:00.000Z')).toBe(true);
      await finishJobRun(t.services.db, held, {
        finishedAt: t.clock.now().toISOString(),
        state: 'completed',
        itemsPaid: 0,
        failures: 0,
        kept: [],
      });
      expect(await renewJobClaim(t.services.db, held, '2026-03-02T07:00:00.000Z')).toBe(false);

      expect(await runJob(other.services, JOB)).toMatchObject({ items: 2, days: 2 });
    } finally {
      await other.close();
    }
    expect(await payouts(orders)).toBe(2);
    expect(await runsOfDay('2026-03-02')).toEqual([
      { node_id: 'node-a', state: 'completed', items_paid: 0, runs: 1 },
      expect.objectContaining({ state: 'completed', items_paid: 2 }),
    ]);
  });

  it('fails the run of a node that stopped once its claim lapses, and takes the job over', async () => {
    const orders = await runningOrders(3, '2026-04-01T06:00:00.000Z');
    t.clock.set('2026-04-02T06:00:00.000Z');
    await claimAs('node-gone', '2026-04-02');
    t.clock.advance(CLAIM_LEASE_MS - 1_000);
    expect(await runJob(t.services, JOB)).toMatchObject({ skipped: 'claimed', heldBy: 'node-gone' });
    t.clock.advance(2_000);
    expect(await runJob(t.services, JOB)).toMatchObject({ items: 3, days: 3, failed: [] });
    expect(await payouts(orders)).toBe(3);

    const owner = await t.newOperator('owner');
    const failed = await owner.client.call(adminJobRunsList, {
      job: JOB,
      businessDay: '2026-04-02',
      state: 'failed',
    });
    expect(failed.items).toEqual([
      expect.objectContaining({
        nodeId: 'node-gone',
        failures: 1,
        failureReasons: [{ item: 'job', reason: LAPSED_CLAIM_REASON }],
      }),
    ]);
  });

  it('leaves one run record when two nodes tick at the same moment, and pays each day once', async () => {
    const orders = await runningOrders(4, '2026-05-01T06:00:00.000Z');
    t.clock.set('2026-05-03T06:00:00.000Z');
    const other = secondNode(t);
    try {
      await Promise.all([runJob(t.services, JOB), runJob(other.services, JOB), runJob(t.services, JOB)]);
    } finally {
      await other.close();
    }
    expect(await payouts(orders)).toBe(8);
    // Whoever lost the claim skipped; a tick after the paying run folded into it.
    expect(await runsOfDay('2026-05-03')).toEqual([
      expect.objectContaining({ state: 'completed', items_paid: 8 }),
    ]);
  });
});
