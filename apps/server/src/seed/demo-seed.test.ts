import { adminDashboardSummary, adminJobRunsList } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';

import { describeOnEngines } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';
import { DEMO_PHONE } from './seed-accounts.js';

describeOnEngines('the demo seed', (t) => {
  it('shows every wallet state on a whole ledger, and runs once', async () => {
    await seedDemo(t.services);
    await seedDemo(t.services);
    const { db } = t.services;
    const demo = await db
      .selectFrom('members')
      .select('id')
      .where('phone', '=', DEMO_PHONE)
      .executeTakeFirstOrThrow();
    const kinds = await db.selectFrom('payment_channels').select('kind').execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['sandbox', 'bank_transfer', 'usdt_trc20']));
    const recharges = await db
      .selectFrom('recharges')
      .select('state')
      .where('member_id', '=', demo.id)
      .execute();
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select('state')
      .where('member_id', '=', demo.id)
      .execute();
    // The account security page has a history to show, and two-step verification is off.
    const attempts = await db
      .selectFrom('member_login_attempts')
      .select('success')
      .where('member_id', '=', demo.id)
      .execute();
    expect(new Set(attempts.map((a) => a.success))).toEqual(new Set([0, 1]));
    expect(
      await db.selectFrom('member_two_factor').selectAll().where('member_id', '=', demo.id).execute(),
    ).toEqual([]);
    for (const rows of [recharges, withdrawals]) {
      expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['under_review', 'successful', 'failed']));
    }
    // One card, not held (the demo withdraws at once), its binding on the record.
    expect(
      await db.selectFrom('bank_cards').select('held_until').where('member_id', '=', demo.id).execute(),
    ).toEqual([{ held_until: null }]);
    expect(
      await db
        .selectFrom('payout_account_changes')
        .select(['kind', 'held_until'])
        .where('member_id', '=', demo.id)
        .execute(),
    ).toEqual([{ kind: 'bound', held_until: null }]);
    expect(
      await db.selectFrom('withdrawal_daily_counts').selectAll().where('member_id', '=', demo.id).execute(),
    ).toEqual([]);
    expect((await reconcile(db, t.clock.now())).ok).toBe(true);

    // The operator dashboard has something to show: reviews waiting and one reconcile on record.
    const owner = await t.newOperator('owner');
    const summary = await t.client({ token: owner.token }).call(adminDashboardSummary, {});
    expect(summary.pendingReviews.withdrawals.count).toBeGreaterThanOrEqual(1);
    expect(summary.pendingReviews.recharges.count).toBeGreaterThanOrEqual(1);
    expect(summary.lastReconcile).toMatchObject({ ok: true, differences: 0, source: 'seed' });
    expect(summary.liabilities.matches).toBe(true);
    expect(await db.selectFrom('reconcile_runs').select('id').execute()).toHaveLength(1);
    // The jobs page has history, with one failed run and the re-run that followed it.
    const failed = await t.client({ token: owner.token }).call(adminJobRunsList, { state: 'failed' });
    expect(failed.items).toEqual([
      expect.objectContaining({ job: 'mining-income', failures: 1, failureReasons: [expect.any(Object)] }),
    ]);
    const runs = await t.client({ token: owner.token }).call(adminJobRunsList, { job: 'mining-income' });
    expect(runs.items.some((run) => run.trigger.startsWith('operator:'))).toBe(true);
  });
});
