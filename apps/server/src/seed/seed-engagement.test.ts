import {
  checkinStatus,
  couponList,
  lotteryPrizes,
  lotteryRecordsAll,
  login,
  messages,
  messagesUnread,
  redpackOpen,
  scoreExchangeRecords,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile.js';
import { newKey } from '../test-support/refusal.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';
import { DEMO_REDPACK_CODES } from './seed-engagement.js';

describeOnEngines('engagement demo seed', (t) => {
  it('leaves the demo member a streak to continue, unread messages, coupons, prizes and a live code', async () => {
    const demo = await seedDemo(t.services);
    const { token } = await t.client().call(login, { phone: demo.phone, password: demo.password });
    const client = t.client({ token });
    expect(await client.call(checkinStatus, {})).toMatchObject({ checkedInToday: false, streakDays: 5 });
    // The seed's two messages, and the notices of the demo member's credited recharges.
    expect(await client.call(messagesUnread, {})).toEqual({ unreadCount: 4 });
    const inbox = await client.call(messages, {});
    expect(inbox.items.filter((message) => message.title === 'Recharge credited')).toHaveLength(2);
    for (const status of ['unused', 'used', 'expired'] as const) {
      expect((await client.call(couponList, { status })).items.length).toBeGreaterThan(0);
    }
    expect((await client.call(lotteryPrizes, {})).prizes).toHaveLength(8);
    expect((await client.call(scoreExchangeRecords, {})).items).toHaveLength(2);
    // 15 team draws, 70% of the weight wins something: all losing is about 1 in 70 million.
    expect((await client.call(lotteryRecordsAll, {})).items.length).toBeGreaterThan(0);
    const claimed = await client.call(redpackOpen, {
      code: DEMO_REDPACK_CODES.open,
      idempotencyKey: newKey(),
    });
    expect(claimed.amountMinor).toBeGreaterThanOrEqual(50);
    expect(
      (await client.call(redpackOpen, { code: DEMO_REDPACK_CODES.personal, idempotencyKey: newKey() }))
        .amountMinor,
    ).toBe(3_00);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
