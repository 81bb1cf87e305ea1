import {
  bargainCuttable,
  bargainMine,
  FUND_RECORD_TYPES,
  getUserInfo,
  login,
  teamCount,
  teamIncome,
  teamMembers,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';
import { DEMO_PASSWORD, DEMO_PHONE } from './seed-accounts.js';
import { postingsQuery } from '../test-support/earning.js';

describeOnEngines('the demo team', (t) => {
  let token: string;
  beforeAll(async () => {
    await seedDemo(t.services);
    token = (await t.client().call(login, { phone: DEMO_PHONE, password: DEMO_PASSWORD })).token;
  });

  it('gives the demo member a three-level team, some recharged and some activated', async () => {
    const client = t.client({ token });
    const counts = await client.call(teamCount, {});
    expect(counts.levels).toEqual([
      { level: 1, members: 7, recharged: 3, activated: 2 },
      { level: 2, members: 5, recharged: 1, activated: 1 },
      { level: 3, members: 4, recharged: 1, activated: 0 },
    ]);
    const levelOne = await client.call(teamMembers, { level: 1 });
    expect(levelOne.items.some((m) => m.recharged)).toBe(true);
    expect(levelOne.items.some((m) => !m.recharged)).toBe(true);
    // Three direct invitees recharged: three invite bonuses (type 21). Counted by posting, since other
    // seeds (engagement: check-ins, exchanges) move the demo member's points too.
    const { id } = await client.call(getUserInfo, {});
    const bonuses = await postingsQuery(t.services.db, id, FUND_RECORD_TYPES.invite_bonus_points)
      .select('amount_minor')
      .execute();
    expect(bonuses.map((b) => b.amount_minor)).toEqual([100, 100, 100]);
  });

  it('shows team income and live bargains', async () => {
    const client = t.client({ token });
    // The team seed's five rebates, and whatever the earning seed's purchases paid on top.
    const income = await client.call(teamIncome, { limit: 50 });
    expect(income.items.length).toBeGreaterThanOrEqual(5);
    expect(income.items.map((r) => r.memo)).toContainEqual({
      key: 'teamRebateFrom',
      params: { level: 3, phone: '016****0001' },
    });
    expect(income.totalMinor).toBe(income.items.reduce((sum, r) => sum + r.amountMinor, 0));
    const mine = await client.call(bargainMine, {});
    expect(mine.items[0]).toMatchObject({ status: 'open', cutsMade: 2, cutsRequired: 5 });
    const cuttable = await client.call(bargainCuttable, {});
    expect(cuttable.items).toHaveLength(1);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
