import { checkinDo, FUND_RECORD_TYPES, lotteryDraw, type ErrorKey } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { memberLeg } from '../../ledger/index.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { createMember } from '../../test-support/factories.js';
import { newKey, refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/** `no_investment_or_recharge`: check-in and the lucky draw wait for a first recharge or investment when set. */
describeOnEngines('check-in and draws after a first recharge or investment', (t) => {
  async function recharge(memberId: number) {
    await inTransaction(t.services.db, (trx) =>
      t.services.ledger.post(trx, {
        ...memberLeg(memberId, 'balance', 10_00),
        type: FUND_RECORD_TYPES.recharge,
        counterAccount: 'recharge_clearing',
        reference: { kind: 'test', id: memberId },
      }),
    );
  }

  /** The key of a refusal, or `ok`. */
  async function outcome(promise: Promise<unknown>): Promise<ErrorKey | 'ok'> {
    return promise.then(
      () => 'ok' as const,
      () => refusal(promise),
    );
  }

  it('lets anyone check in and draw while the settings are off (the default)', async () => {
    const m = await createMember(t.services, { points: 1000 });
    const client = t.client({ token: m.token });
    expect(await outcome(client.call(checkinDo, { idempotencyKey: newKey() }))).toBe('ok');
    expect(await outcome(client.call(lotteryDraw, { idempotencyKey: newKey() }))).not.toBe(
      'no_investment_or_recharge',
    );
  });

  it('refuses both until the member has recharged or invested, when set', async () => {
    await t.services.settings.set(t.services.db, 'checkin.requires_investment_or_recharge', true);
    await t.services.settings.set(t.services.db, 'lottery.requires_investment_or_recharge', true);
    try {
      // An operator's top-up is not the member's own money in.
      const m = await createMember(t.services, { balanceMinor: 50_00, points: 1000 });
      const client = t.client({ token: m.token });
      expect(await refusal(client.call(checkinDo, { idempotencyKey: newKey() }))).toBe(
        'no_investment_or_recharge',
      );
      expect(await refusal(client.call(lotteryDraw, { idempotencyKey: newKey() }))).toBe(
        'no_investment_or_recharge',
      );
      await recharge(m.id);
      expect(await outcome(client.call(checkinDo, { idempotencyKey: newKey() }))).toBe('ok');
      expect(await outcome(client.call(lotteryDraw, { idempotencyKey: newKey() }))).not.toBe(
        'no_investment_or_recharge',
      );
    } finally {
      await t.services.settings.set(t.services.db, 'checkin.requires_investment_or_recharge', false);
      await t.services.settings.set(t.services.db, 'lottery.requires_investment_or_recharge', false);
    }
  });
});
