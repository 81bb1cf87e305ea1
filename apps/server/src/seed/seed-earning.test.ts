import { FUND_RECORD_TYPES } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';
import { DEMO_PHONE } from './seed-accounts.js';
import { postingsQuery } from '../test-support/earning.js';

describeOnEngines('the demo seed of earning products', (t) => {
  it('gives the demo member an order in every state, a pledge and a fund holding with income, on a whole ledger', async () => {
    await seedDemo(t.services);
    await seedDemo(t.services); // a second run leaves a seeded database alone
    const { db } = t.services;
    const demo = await db
      .selectFrom('members')
      .select(['id', 'vip_level'])
      .where('phone', '=', DEMO_PHONE)
      .executeTakeFirstOrThrow();
    const states = await db
      .selectFrom('mining_orders')
      .select(['status', 'days_paid'])
      .where('member_id', '=', demo.id)
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.status).sort()).toEqual([
      'completed',
      'expired',
      'incomplete',
      'running',
      'sold',
    ]);
    expect(states.find((s) => s.status === 'completed')?.days_paid).toBe(30);
    expect(states.find((s) => s.status === 'running')?.days_paid).toBeGreaterThanOrEqual(5);
    // Income lands on the days it was earned, so the earnings chart has a history to draw.
    const incomeDays = await postingsQuery(db, demo.id, FUND_RECORD_TYPES.mining_income)
      .select('created_at')
      .execute();
    const days = new Set(incomeDays.map((row) => new Date(row.created_at).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    const pledges = await db
      .selectFrom('pledge_rewards')
      .select('id')
      .where('member_id', '=', demo.id)
      .execute();
    expect(pledges.length).toBeGreaterThanOrEqual(3);
    const income = await db
      .selectFrom('fund_incomes')
      .select('id')
      .where('member_id', '=', demo.id)
      .execute();
    expect(income.length).toBeGreaterThanOrEqual(3);
    const rebates = await db
      .selectFrom('team_rebates')
      .select('level')
      .where('upline_id', '=', demo.id)
      .execute();
    expect(rebates).toEqual([{ level: 1 }]);
    expect(demo.vip_level).toBe(2);
    expect(await t.services.settings.get('funds.open')).toBe(true);
    const products = await db
      .selectFrom('mining_products')
      .select(['required_vip_level', 'prerequisite_product_id'])
      .execute();
    expect(products.some((p) => p.required_vip_level === 1)).toBe(true);
    expect(products.some((p) => p.prerequisite_product_id !== null)).toBe(true);
    expect((await reconcile(db, t.clock.now())).ok).toBe(true);
  });
});
