import { checkinDo, checkinStatus, FUND_RECORD_TYPES } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { createSession } from '../accounts/index.js';

import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { postingsQuery } from '../../test-support/earning.js';

describeOnEngines('check-in', (t) => {
  /** A member with a session that outlives the clock jumps of a test. */
  async function member() {
    const created = await t.newMember();
    const { token } = await createSession(t.services.db, created.id, t.clock.now(), 24 * 90);
    return { ...created, client: t.client({ token }) };
  }

  async function checkinPostings(memberId: number) {
    return postingsQuery(t.services.db, memberId, FUND_RECORD_TYPES.checkin_points)
      .select(['amount_minor', 'type', 'wallet_kind'])
      .execute();
  }

  it('pays the day’s points once per business day and answers "already checked in today" after', async () => {
    // 10:00 in Dhaka (UTC+6), the default business time zone.
    t.clock.set('2026-03-10T04:00:00.000Z');
    const m = await member();
    const before = await m.client.call(checkinStatus, {});
    expect(before).toMatchObject({
      today: '2026-03-10',
      checkedInToday: false,
      streakDays: 0,
      streakTarget: 7,
      pointsPerDay: 10,
      streakRewardPoints: 50,
      nextCheckinPoints: 10,
      month: '2026-03',
      days: [],
    });
    const key = newKey();
    const done = await m.client.call(checkinDo, { idempotencyKey: key });
    expect(done).toMatchObject({
      date: '2026-03-10',
      points: 10,
      streakDay: 1,
      streakReward: false,
      pointsBalance: 10,
    });
    // A retry of the same action answers the same; a new action is refused.
    expect(await m.client.call(checkinDo, { idempotencyKey: key })).toEqual(done);
    expect(await refusal(m.client.call(checkinDo, { idempotencyKey: newKey() }))).toBe(
      'checkin_already_today',
    );
    expect(await checkinPostings(m.id)).toEqual([
      { amount_minor: 10, type: FUND_RECORD_TYPES.checkin_points, wallet_kind: 'points' },
    ]);
    const after = await m.client.call(checkinStatus, {});
    expect(after).toMatchObject({ checkedInToday: true, streakDays: 1, nextCheckinPoints: 10 });
    expect(after.days).toEqual([{ date: '2026-03-10', points: 10, streakDay: 1, streakReward: false }]);
  });

  it('turns the day at midnight in the business time zone, not at UTC midnight', async () => {
    // 23:59 on 11 March in Dhaka.
    t.clock.set('2026-03-11T17:59:00.000Z');
    const m = await member();
    expect((await m.client.call(checkinDo, { idempotencyKey: newKey() })).date).toBe('2026-03-11');
    // Two minutes later it is 00:01 on 12 March in Dhaka: a new day, and the streak goes on.
    t.clock.advance(2 * 60_000);
    const next = await m.client.call(checkinDo, { idempotencyKey: newKey() });
    expect(next).toMatchObject({ date: '2026-03-12', streakDay: 2 });
    // UTC midnight falls at 06:00 in Dhaka, inside one business day: 05:59 and 06:01 on 13 March.
    t.clock.set('2026-03-12T23:59:00.000Z');
    expect(await m.client.call(checkinDo, { idempotencyKey: newKey() })).toMatchObject({
      date: '2026-03-13',
      streakDay: 3,
    });
    t.clock.set('2026-03-13T00:01:00.000Z');
    expect(await refusal(m.client.call(checkinDo, { idempotencyKey: newKey() }))).toBe(
      'checkin_already_today',
    );

    // The operator's zone decides: at 20:00 UTC it is already 14 March in Dhaka, still 13 March in UTC.
    t.clock.set('2026-03-13T20:00:00.000Z');
    await t.services.settings.set(t.services.db, 'business.time_zone', 'UTC');
    try {
      expect((await m.client.call(checkinStatus, {})).today).toBe('2026-03-13');
      expect(await refusal(m.client.call(checkinDo, { idempotencyKey: newKey() }))).toBe(
        'checkin_already_today',
      );
    } finally {
      await t.services.settings.set(t.services.db, 'business.time_zone', 'Asia/Dhaka');
    }
    expect((await m.client.call(checkinStatus, {})).today).toBe('2026-03-14');
    expect(await m.client.call(checkinDo, { idempotencyKey: newKey() })).toMatchObject({
      date: '2026-03-14',
      streakDay: 4,
    });
  });

  it('pays the streak reward on every 7th consecutive day and starts again after a missed day', async () => {
    t.clock.set('2026-04-01T06:00:00.000Z');
    const m = await member();
    const days = [];
    for (let day = 1; day <= 8; day += 1) {
      days.push(await m.client.call(checkinDo, { idempotencyKey: newKey() }));
      if (day === 6) {
        expect(await m.client.call(checkinStatus, {})).toMatchObject({
          streakDays: 6,
          nextCheckinPoints: 60,
        });
      }
      t.clock.advance(24 * 3_600_000);
    }
    expect(days.map((d) => [d.streakDay, d.points, d.streakReward])).toEqual([
      [1, 10, false],
      [2, 10, false],
      [3, 10, false],
      [4, 10, false],
      [5, 10, false],
      [6, 10, false],
      [7, 60, true],
      [8, 10, false],
    ]);
    expect((await checkinPostings(m.id)).map((p) => p.amount_minor)).toEqual([
      10, 10, 10, 10, 10, 10, 10, 50, 10,
    ]);
    expect(days.at(-1)?.pointsBalance).toBe(7 * 10 + 50 + 10);

    // 9 April is missed: on 10 April the status shows the broken streak and the check-in starts at 1.
    t.clock.advance(24 * 3_600_000);
    expect(await m.client.call(checkinStatus, {})).toMatchObject({
      today: '2026-04-10',
      checkedInToday: false,
      streakDays: 0,
    });
    expect(await m.client.call(checkinDo, { idempotencyKey: newKey() })).toMatchObject({
      date: '2026-04-10',
      streakDay: 1,
      points: 10,
    });
    const calendar = await m.client.call(checkinStatus, { month: '2026-04' });
    expect(calendar.days.map((d) => d.date)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-10',
    ]);
    expect((await m.client.call(checkinStatus, { month: '2026-03' })).days).toEqual([]);
    expect(await refusal(m.client.call(checkinStatus, { month: '2026-13' }))).toBe('parameter_error');
  });

  it('follows the operator’s reward settings', async () => {
    t.clock.set('2026-05-01T06:00:00.000Z');
    const m = await member();
    await t.services.settings.set(t.services.db, 'checkin.points_per_day', 25);
    try {
      expect(await m.client.call(checkinDo, { idempotencyKey: newKey() })).toMatchObject({ points: 25 });
      await t.services.settings.set(t.services.db, 'checkin.points_per_day', 0);
      t.clock.advance(24 * 3_600_000);
      // A day worth nothing still counts for the streak, and posts nothing.
      expect(await m.client.call(checkinDo, { idempotencyKey: newKey() })).toMatchObject({
        points: 0,
        streakDay: 2,
        pointsBalance: 25,
      });
      expect(await checkinPostings(m.id)).toHaveLength(1);
    } finally {
      await t.services.settings.set(t.services.db, 'checkin.points_per_day', 10);
    }
  });

  it('pays no streak reward while it is set to 0, and pays it on the 14th day after', async () => {
    t.clock.set('2026-07-01T06:00:00.000Z');
    const m = await member();
    await t.services.settings.set(t.services.db, 'checkin.streak_reward_points', 0);
    const days = [];
    try {
      for (let day = 1; day <= 14; day += 1) {
        if (day === 8) await t.services.settings.set(t.services.db, 'checkin.streak_reward_points', 50);
        days.push(await m.client.call(checkinDo, { idempotencyKey: newKey() }));
        t.clock.advance(24 * 3_600_000);
      }
    } finally {
      await t.services.settings.set(t.services.db, 'checkin.streak_reward_points', 50);
    }
    expect(days.filter((d) => d.points !== 10 || d.streakReward).map((d) => [d.streakDay, d.points])).toEqual(
      [[14, 60]],
    );
    expect(days.map((d) => d.streakDay)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(days.find((d) => d.streakDay === 7)).toMatchObject({ points: 10, streakReward: false });
    expect(days.at(-1)).toMatchObject({ streakReward: true, pointsBalance: 14 * 10 + 50 });
  });

  it('pays one reward when the same member checks in 20 times in parallel', async () => {
    t.clock.set('2026-06-01T06:00:00.000Z');
    const m = await member();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => m.client.call(checkinDo, { idempotencyKey: newKey() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusalCounts(results)).toEqual({ checkin_already_today: 19 });
    expect(await checkinPostings(m.id)).toHaveLength(1);

    // The same key sent 20 times at once (a client retrying) answers one result, paid once.
    t.clock.advance(24 * 3_600_000);
    const key = newKey();
    const retries = await Promise.allSettled(
      Array.from({ length: 20 }, () => m.client.call(checkinDo, { idempotencyKey: key })),
    );
    const answers = retries.flatMap((r) => (r.status === 'fulfilled' ? [JSON.stringify(r.value)] : []));
    expect(answers).toHaveLength(20);
    expect(new Set(answers).size).toBe(1);
    expect(await checkinPostings(m.id)).toHaveLength(2);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('needs a logged-in member', async () => {
    await expect(t.client().call(checkinStatus, {})).rejects.toMatchObject({ key: 'token_invalid' });
  });
});
