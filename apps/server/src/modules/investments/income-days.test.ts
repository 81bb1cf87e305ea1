import { fundIncomeDays, fundInvest, MAX_MINOR, pledge, pledgeIncomeDays } from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { createFund, createPledgeProduct, freshToken, runJob } from '../../test-support/earning.js';
import { createMember, createOperator } from '../../test-support/factories.js';
import { newKey } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/** "Where is my income" for the products other than machines: pledges and fund holdings. */
describeOnEngines('income days of pledges and fund holdings', (t) => {
  beforeAll(async () => {
    await t.services.settings.set(t.services.db, 'business.time_zone', 'Asia/Dhaka');
    await t.services.settings.set(t.services.db, 'funds.open', true);
  });

  it('shows each day of a pledge: not run yet, then paid once the job has run; never another member’s', async () => {
    t.clock.set('2026-09-01T06:00:00.000Z'); // midday of the 1st in Dhaka
    const owner = await createOperator(t.services, 'owner');
    const product = await createPledgeProduct(t, owner.token, { termDays: 3 });
    const member = await createMember(t.services, { balanceMinor: 500_00 });
    const { pledge: record } = await t
      .client({ token: member.token })
      .call(pledge, { productId: product.id, amount: '100', idempotencyKey: newKey() });

    t.clock.set('2026-09-02T19:00:00.000Z'); // 01:00 on the 3rd in Dhaka: the 2nd and 3rd are due
    const client = t.client({ token: await freshToken(t, member.id) });
    const waiting = await client.call(pledgeIncomeDays, { pledgeId: record.id });
    expect(waiting.today).toBe('2026-09-03');
    expect(waiting.days.map((day) => [day.date, day.state])).toEqual([
      ['2026-09-02', 'job_not_run'],
      ['2026-09-03', 'job_not_run'],
      ['2026-09-04', 'not_due'],
    ]);

    await runJob(t.services, 'pledge-rewards');
    const paid = await client.call(pledgeIncomeDays, { pledgeId: record.id });
    expect(paid.days.map((day) => [day.date, day.state, day.amountMinor])).toEqual([
      ['2026-09-02', 'paid', 1_00],
      ['2026-09-03', 'paid', 1_00],
      ['2026-09-04', 'not_due', null],
    ]);
    expect(paid.days[0]?.paidAt).toBe('2026-09-02T19:00:00.000Z');

    const stranger = await createMember(t.services);
    const refused = await t
      .client({ token: await freshToken(t, stranger.id) })
      .raw(pledgeIncomeDays, { pledgeId: record.id });
    expect(refused.body).toMatchObject({ message: 'not_found' });
  });

  it('tells a holding’s member that the job failed on it, and shows the day paid after the fix', async () => {
    t.clock.set('2026-10-01T06:00:00.000Z');
    const owner = await createOperator(t.services, 'owner');
    const fund = await createFund(t, owner.token, { termDays: 5 });
    const member = await createMember(t.services, { balanceMinor: 500_00 });
    const { holding } = await t
      .client({ token: member.token })
      .call(fundInvest, { fundId: fund.id, amount: '200', idempotencyKey: newKey() });
    // A broken row, as a bad import or a manual edit could leave it.
    await t.services.db
      .updateTable('fund_holdings')
      .set({ daily_income_minor: (MAX_MINOR + 1) as never })
      .where('id', '=', holding.id)
      .execute();

    t.clock.set('2026-10-02T06:00:00.000Z');
    await runJob(t.services, 'fund-income');
    const client = t.client({ token: await freshToken(t, member.id) });
    const failed = await client.call(fundIncomeDays, { holdingId: holding.id });
    expect(failed.days.map((day) => [day.date, day.state])).toEqual([
      ['2026-10-02', 'job_failed'],
      ['2026-10-03', 'not_due'],
    ]);

    await t.services.db
      .updateTable('fund_holdings')
      .set({ daily_income_minor: 1_00 as never })
      .where('id', '=', holding.id)
      .execute();
    await runJob(t.services, 'fund-income');
    const after = await client.call(fundIncomeDays, { holdingId: holding.id });
    expect(after.days.map((day) => [day.date, day.state, day.amountMinor])).toEqual([
      ['2026-10-02', 'paid', 1_00],
      ['2026-10-03', 'not_due', null],
    ]);
  });
});
