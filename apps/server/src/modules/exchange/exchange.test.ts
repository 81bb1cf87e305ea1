import {
  conversionBalance,
  FUND_RECORD_TYPES,
  scoreExchange,
  scoreExchangeConfig,
  scoreExchangeRecords,
  scoreRecords,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';

import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import type { Settings } from '../../app/settings-catalogue.js';

describeOnEngines('points exchange and balance conversion', (t) => {
  async function withSetting<K extends keyof Settings>(key: K, value: unknown, work: () => Promise<void>) {
    const previous = await t.services.settings.get(key);
    await t.services.settings.set(t.services.db, key, value);
    try {
      await work();
    } finally {
      await t.services.settings.set(t.services.db, key, previous);
    }
  }

  async function legs(type: number) {
    return t.services.db
      .selectFrom('ledger_entries')
      .select(['member_id', 'wallet_kind', 'platform_account', 'unit', 'amount_minor', 'transfer_id'])
      .where('type', '=', type)
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
  }

  it('answers the rates, the minimum and the member’s wallets', async () => {
    const m = await t.newMember({ balanceMinor: 12_34, points: 56, teamBalanceMinor: 7_00 });
    await withSetting('exchange.points_to_balance_per_usd', 250, async () => {
      expect(await t.client({ token: m.token }).call(scoreExchangeConfig, {})).toEqual({
        balanceToPoints: { allowed: true, pointsPerUsd: 100 },
        pointsToBalance: { allowed: true, pointsPerUsd: 250 },
        minimumUsd: 1,
        balanceMinor: 12_34,
        points: 56,
        conversion: { allowed: true, minimumMinor: 100, feeBps: 0, teamBalanceMinor: 7_00 },
      });
    });
  });

  it('exchanges balance for points (type 13) as one transfer against the exchange account', async () => {
    const m = await t.newMember({ balanceMinor: 10_00 });
    const client = t.client({ token: m.token });
    const key = newKey();
    const result = await client.call(scoreExchange, {
      direction: 'balance_to_points',
      amount: '3',
      idempotencyKey: key,
    });
    expect(result).toMatchObject({
      direction: 'balance_to_points',
      amountMinor: 3_00,
      points: 300,
      balanceMinor: 7_00,
      pointsBalance: 300,
    });
    // The same action retried moves nothing more.
    expect(
      await client.call(scoreExchange, { direction: 'balance_to_points', amount: '3', idempotencyKey: key }),
    ).toEqual(result);
    expect(
      await refusal(
        client.call(scoreExchange, { direction: 'balance_to_points', amount: '4', idempotencyKey: key }),
      ),
    ).toBe('idempotency_conflict');
    const entries = await legs(FUND_RECORD_TYPES.balance_to_points);
    expect(new Set(entries.map((e) => e.transfer_id)).size).toBe(1);
    expect(entries.map((e) => [e.wallet_kind ?? e.platform_account, e.unit, e.amount_minor]).sort()).toEqual(
      [
        ['balance', 'usd', -3_00],
        ['exchange', 'points', -300],
        ['exchange', 'usd', 3_00],
        ['points', 'points', 300],
      ].sort(),
    );
  });

  it('exchanges points for balance (type 12) at its own rate', async () => {
    const m = await t.newMember({ points: 1_000 });
    await withSetting('exchange.points_to_balance_per_usd', 200, async () => {
      const result = await t
        .client({ token: m.token })
        .call(scoreExchange, { direction: 'points_to_balance', amount: 4, idempotencyKey: newKey() });
      expect(result).toMatchObject({
        amountMinor: 4_00,
        points: 800,
        balanceMinor: 4_00,
        pointsBalance: 200,
      });
    });
    const entries = await legs(FUND_RECORD_TYPES.points_to_balance);
    expect(entries.find((e) => e.member_id === m.id && e.wallet_kind === 'points')?.amount_minor).toBe(-800);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('refuses non-integers, amounts below the minimum, a closed direction and missing funds', async () => {
    const m = await t.newMember({ balanceMinor: 5_00, points: 100 });
    const client = t.client({ token: m.token });
    const exchange = (direction: 'balance_to_points' | 'points_to_balance', amount: string | number) =>
      client.call(scoreExchange, { direction, amount, idempotencyKey: newKey() });
    for (const amount of ['1.5', '-2', 'abc', '', 2.5]) {
      expect(await refusal(exchange('balance_to_points', amount))).toBe('enter_integer');
    }
    expect(await refusal(exchange('balance_to_points', '0'))).toBe('exchange_below_minimum');
    await withSetting('exchange.minimum_usd', 3, async () => {
      expect(await refusal(exchange('balance_to_points', 2))).toBe('exchange_below_minimum');
      expect(await refusal(exchange('points_to_balance', 2))).toBe('exchange_below_minimum');
    });
    expect(await refusal(exchange('balance_to_points', 6))).toBe('insufficient_balance');
    expect(await refusal(exchange('points_to_balance', 2))).toBe('insufficient_points');
    expect(await refusal(exchange('balance_to_points', '999999999999'))).toBe('amount_above_maximum');
    await withSetting('exchange.balance_to_points_allowed', false, async () => {
      expect(await refusal(exchange('balance_to_points', 1))).toBe('conversion_not_allowed');
      expect(await exchange('points_to_balance', 1)).toMatchObject({ pointsBalance: 0, balanceMinor: 6_00 });
    });
    await withSetting('exchange.points_to_balance_allowed', false, async () => {
      expect(await refusal(exchange('points_to_balance', 1))).toBe('conversion_not_allowed');
    });
    // Refusals moved nothing.
    expect(await client.call(scoreExchangeConfig, {})).toMatchObject({ balanceMinor: 6_00, points: 0 });
  });

  it('lists exchanges and the points postings, newest first, by cursor', async () => {
    const m = await t.newMember({ balanceMinor: 10_00, points: 5 });
    const client = t.client({ token: m.token });
    for (const amount of [1, 2, 3]) {
      await client.call(scoreExchange, { direction: 'balance_to_points', amount, idempotencyKey: newKey() });
    }
    const first = await client.call(scoreExchangeRecords, { limit: 2 });
    expect(first.items.map((r) => r.amountMinor)).toEqual([3_00, 2_00]);
    const second = await client.call(scoreExchangeRecords, { limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.items.map((r) => [r.direction, r.points])).toEqual([['balance_to_points', 100]]);
    expect(second.nextCursor).toBeNull();

    const points = await client.call(scoreRecords, { limit: 10 });
    expect(points.points).toBe(605);
    expect(points.items.map((p) => [p.type, p.amount, p.balanceAfter])).toEqual([
      [FUND_RECORD_TYPES.balance_to_points, 300, 605],
      [FUND_RECORD_TYPES.balance_to_points, 200, 305],
      [FUND_RECORD_TYPES.balance_to_points, 100, 105],
      [FUND_RECORD_TYPES.admin_top_up, 5, 5],
    ]);
    expect(await refusal(client.call(scoreRecords, { cursor: 'x' }))).toBe('parameter_error');
  });

  it('never overspends under 30 parallel exchanges that the balance affords 10 of', async () => {
    const m = await t.newMember({ balanceMinor: 10_00 });
    const client = t.client({ token: m.token });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        client.call(scoreExchange, { direction: 'balance_to_points', amount: 1, idempotencyKey: newKey() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refusalCounts(results)).toEqual({ insufficient_balance: 20 });
    expect(await client.call(scoreExchangeConfig, {})).toMatchObject({ balanceMinor: 0, points: 1_000 });
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  describe('conversion/balance', () => {
    it('moves team balance to balance (type 25) in one transfer, less the fee', async () => {
      const m = await t.newMember({ teamBalanceMinor: 50_00 });
      const client = t.client({ token: m.token });
      const key = newKey();
      const plain = await client.call(conversionBalance, { amount: '10', idempotencyKey: key });
      expect(plain).toMatchObject({
        amountMinor: 10_00,
        feeMinor: 0,
        creditedMinor: 10_00,
        balanceMinor: 10_00,
        teamBalanceMinor: 40_00,
      });
      expect(await client.call(conversionBalance, { amount: '10', idempotencyKey: key })).toEqual(plain);
      await withSetting('conversion.fee_bps', 250, async () => {
        // 2.5% of $12.34 is 30.85 cents: the fee rounds toward zero to 30.
        expect(
          await client.call(conversionBalance, { amount: '12.34', idempotencyKey: newKey() }),
        ).toMatchObject({
          amountMinor: 12_34,
          feeMinor: 30,
          creditedMinor: 12_04,
          balanceMinor: 22_04,
          teamBalanceMinor: 27_66,
        });
      });
      const entries = await legs(FUND_RECORD_TYPES.balance_conversion);
      expect(
        entries
          .slice(0, 3)
          .map((e) => [e.wallet_kind ?? e.platform_account, e.amount_minor])
          .sort(),
      ).toEqual(
        [
          ['balance', 12_04],
          ['conversion', 30],
          ['team_balance', -12_34],
        ].sort(),
      );
      expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
    });

    it('refuses when switched off, below the minimum, a zero or malformed amount, and without team balance', async () => {
      const m = await t.newMember({ teamBalanceMinor: 5_00 });
      const client = t.client({ token: m.token });
      const convert = (amount: string) =>
        client.call(conversionBalance, { amount, idempotencyKey: newKey() });
      expect(await refusal(convert('0'))).toBe('parameter_error');
      expect(await refusal(convert('1.234'))).toBe('parameter_error');
      expect(await refusal(convert('0.99'))).toBe('amount_below_minimum');
      expect(await refusal(convert('5.01'))).toBe('insufficient_team_balance');
      await withSetting('conversion.allowed', false, async () => {
        expect(await refusal(convert('1'))).toBe('conversion_not_allowed');
      });
      expect(await convert('5')).toMatchObject({ teamBalanceMinor: 0, balanceMinor: 5_00 });
    });
  });
});
