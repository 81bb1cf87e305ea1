import { FUND_RECORD_TYPES, fundsRecord, type ApiClient, type FundRecordType } from '@cloudmine/api';
import { memberLeg } from '../../ledger/index.js';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';

import { describeOnEngines } from '../../test-support/test-app.js';
import { refusal } from '../../test-support/refusal.js';

describeOnEngines('funds records', (t) => {
  let memberId: number;
  let client: ApiClient;
  let otherClient: ApiClient;

  beforeAll(async () => {
    const m = await t.newMember({ balanceMinor: 100_00, points: 50, language: 'bd' });
    memberId = m.id;
    client = t.client({ token: m.token });
    const other = await t.newMember({ balanceMinor: 7_00 });
    otherClient = t.client({ token: other.token });
    // A recharge, a withdrawal and its refund, posted as their modules post them.
    await inTransaction(t.services.db, async (trx) => {
      const post = (wallet: 'balance' | 'points', amount: number, type: number, id: number) =>
        t.services.ledger.post(trx, {
          ...memberLeg(memberId, wallet, amount),
          type: type as FundRecordType,
          counterAccount: 'recharge_clearing',
          reference: { kind: 'test', id },
        });
      await post('balance', 20_00, FUND_RECORD_TYPES.recharge, 1);
      await post('points', 200, FUND_RECORD_TYPES.recharge_bonus_points, 1);
      await post('balance', -30_00, FUND_RECORD_TYPES.withdrawal, 2);
      await post('balance', 30_00, FUND_RECORD_TYPES.withdrawal_rejected, 2);
    });
  });

  it('lists the member’s own postings newest first, named in their language', async () => {
    const page = await client.call(fundsRecord, {});
    expect(page.items.map((r) => [r.type, r.wallet, r.amount, r.balanceAfter])).toEqual([
      [24, 'balance', 30_00, 120_00],
      [2, 'balance', -30_00, 90_00],
      [20, 'points', 200, 250],
      [1, 'balance', 20_00, 120_00],
      [3, 'points', 50, 50],
      [3, 'balance', 100_00, 100_00],
    ]);
    expect(page.items[0]?.typeName).toBe('উত্তোলন প্রত্যাখ্যাত');
    expect(page.nextCursor).toBeNull();
    const others = await otherClient.call(fundsRecord, {});
    expect(others.items.map((r) => r.amount)).toEqual([7_00]);
    expect(others.items[0]?.typeName).toBe('Admin top-up');
  });

  it('filters by types and wallet', async () => {
    const withdrawals = await client.call(fundsRecord, { types: [2, 24] });
    expect(withdrawals.items.map((r) => r.type)).toEqual([24, 2]);
    const points = await client.call(fundsRecord, { wallet: 'points' });
    expect(points.items.map((r) => r.amount)).toEqual([200, 50]);
    const both = await client.call(fundsRecord, { types: [3], wallet: 'balance' });
    expect(both.items.map((r) => r.amount)).toEqual([100_00]);
    expect(await refusal(client.call(fundsRecord, { types: [26] }))).toBe('parameter_error');
  });

  it('pages with a cursor until the end', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await client.call(fundsRecord, { limit: 4, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((r) => r.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(6);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(await refusal(client.call(fundsRecord, { cursor: 'abc' }))).toBe('parameter_error');
  });

  it('names a fund investment and a returned pledge principal by their subtype, not as income', async () => {
    const m = await t.newMember({ balanceMinor: 200_00 });
    await inTransaction(t.services.db, async (trx) => {
      const post = (amount: number, type: FundRecordType, account: 'funds' | 'staking', kind: string) =>
        t.services.ledger.post(trx, {
          ...memberLeg(m.id, 'balance', amount),
          type,
          counterAccount: account,
          reference: { kind, id: 1 },
        });
      await post(-50_00, FUND_RECORD_TYPES.fund_income, 'funds', 'fund_investment');
      await post(-40_00, FUND_RECORD_TYPES.staking_deduction, 'staking', 'pledge');
      await post(40_00, FUND_RECORD_TYPES.staking_reward, 'staking', 'pledge_principal');
      await post(50_00, FUND_RECORD_TYPES.fund_income, 'funds', 'fund_principal');
    });
    const page = await t.client({ token: m.token }).call(fundsRecord, {});
    // After the factory's opening top-up.
    expect(page.items.slice(0, 4).map((r) => [r.type, r.subtype, r.typeName])).toEqual([
      [23, 'fund_principal', 'Fund amount returned'],
      [9, 'pledge_principal', 'Pledge principal returned'],
      [8, null, 'Staking deduction'],
      [23, 'fund_investment', 'Fund investment'],
    ]);
  });
});
