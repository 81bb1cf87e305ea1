import {
  adminCouponsIssue,
  adminSettingsUpdate,
  FUND_RECORD_TYPES,
  mallPurchase,
  mallRebateRates,
  MAX_REBATE_BPS,
  toMinor,
} from '@cloudmine/api';
import { beforeEach, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { createMiningProduct } from '../../test-support/earning.js';
import { memberRow } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { newKey, refusal } from '../../test-support/refusal.js';

describeOnEngines('team rebates on a machine purchase', (t) => {
  let catalogue: string;
  let owner: string;
  let productId: number;
  beforeEach(async () => {
    catalogue = (await t.newOperator('content')).token;
    owner = (await t.newOperator('owner')).token;
    productId ??= (await createMiningProduct(t, catalogue, { price: '100', stock: 10_000 })).id;
  });

  /** top ← l3 ← l2 ← l1 ← buyer: the buyer's three uplines and one more above them. */
  async function team() {
    const top = await t.newMember();
    const l3 = await t.newMember({ inviter: await memberRow(t.services, top.id) });
    const l2 = await t.newMember({ inviter: await memberRow(t.services, l3.id) });
    const l1 = await t.newMember({ inviter: await memberRow(t.services, l2.id) });
    const buyer = await t.newMember({
      inviter: await memberRow(t.services, l1.id),
      balanceMinor: 1000_00,
    });
    return { top, l3, l2, l1, buyer };
  }

  const setRate = (level: 1 | 2 | 3, value: number) =>
    t.client({ token: owner }).call(adminSettingsUpdate, {
      key: `mall.rebate_level${level}_bps`,
      value,
      reason: 'rebate test',
    });

  it('pays the three uplines their rates of the amount paid, to their team balance, and no one else', async () => {
    const { top, l3, l2, l1, buyer } = await team();
    const idempotencyKey = newKey();
    const client = t.client({ token: buyer.token });
    const { order } = await client.call(mallPurchase, { productId, quantity: 2, idempotencyKey });
    expect(await t.balanceOf(l1.id, 'team_balance')).toBe(10_00); // 5% of $200
    expect(await t.balanceOf(l2.id, 'team_balance')).toBe(6_00); // 3%
    expect(await t.balanceOf(l3.id, 'team_balance')).toBe(2_00); // 1%
    expect(await t.balanceOf(top.id, 'team_balance')).toBe(0); // a fourth level earns nothing
    expect(await t.balanceOf(buyer.id, 'team_balance')).toBe(0); // never the buyer

    const rebates = await t.services.db
      .selectFrom('team_rebates')
      .select(['level', 'upline_id', 'base_minor', 'rate_bps', 'amount_minor'])
      .where('order_id', '=', order.id)
      .orderBy('level')
      .execute();
    expect(rebates).toEqual([
      { level: 1, upline_id: l1.id, base_minor: 200_00, rate_bps: 500, amount_minor: 10_00 },
      { level: 2, upline_id: l2.id, base_minor: 200_00, rate_bps: 300, amount_minor: 6_00 },
      { level: 3, upline_id: l3.id, base_minor: 200_00, rate_bps: 100, amount_minor: 2_00 },
    ]);
    const postings = await t.services.db
      .selectFrom('ledger_entries')
      .select(['member_id', 'wallet_kind', 'amount_minor'])
      .where('type', '=', FUND_RECORD_TYPES.team_rebate)
      .where('member_id', 'in', [l1.id, l2.id, l3.id, top.id, buyer.id])
      .orderBy('member_id')
      .execute();
    expect(postings).toHaveLength(3);
    expect(postings.every((p) => p.wallet_kind === 'team_balance')).toBe(true);

    // A retried purchase is the same purchase: no second rebate.
    await client.call(mallPurchase, { productId, quantity: 2, idempotencyKey });
    expect(await t.balanceOf(l1.id, 'team_balance')).toBe(10_00);
    expect((await t.client({ token: l1.token }).call(mallRebateRates, {})).earnedMinor).toBe(10_00);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('never pays twice for one purchase and level, whatever the code does', async () => {
    const { l1, buyer } = await team();
    const { order } = await t
      .client({ token: buyer.token })
      .call(mallPurchase, { productId, idempotencyKey: newKey() });
    const twice = t.services.db
      .insertInto('team_rebates')
      .values({
        order_id: order.id,
        level: 1,
        buyer_id: buyer.id,
        upline_id: l1.id,
        base_minor: toMinor(100_00),
        rate_bps: 500,
        amount_minor: toMinor(5_00),
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    await expect(twice).rejects.toThrow();
    const self = t.services.db
      .insertInto('team_rebates')
      .values({
        order_id: order.id,
        level: 2,
        buyer_id: buyer.id,
        upline_id: buyer.id,
        base_minor: toMinor(100_00),
        rate_bps: 300,
        amount_minor: toMinor(3_00),
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    await expect(self).rejects.toThrow();
  });

  it('caps the three levels together at 10% of the amount paid (finding 2 of the integrity issue)', async () => {
    const admin = t.client({ token: owner });
    expect(
      await refusal(
        admin.call(adminSettingsUpdate, {
          key: 'mall.rebate_level1_bps',
          value: 1500,
          reason: 'too generous',
        }),
      ),
    ).toBe('parameter_error');
    // 700 + 300 + 100 would return 11% of every purchase: refused with the reason, nothing stored.
    expect(await refusal(setRate(1, 700))).toBe('setting_rebates_over_cap');
    expect(await t.services.settings.get('mall.rebate_level1_bps')).toBe(500);
    // Lowering another level first makes room.
    await setRate(3, 0);
    await setRate(1, 700);
    const { l3, l2, l1, buyer } = await team();
    await t.client({ token: buyer.token }).call(mallPurchase, { productId, idempotencyKey: newKey() });
    expect([
      await t.balanceOf(l1.id, 'team_balance'),
      await t.balanceOf(l2.id, 'team_balance'),
      await t.balanceOf(l3.id, 'team_balance'),
    ]).toEqual([7_00, 3_00, 0]);

    // Values written around the API: each passes its schema, together they break the cap, and the
    // purchase still pays no more than 10% in all, the lower levels first.
    for (const [key, value] of [
      ['mall.rebate_level1_bps', '800'],
      ['mall.rebate_level2_bps', '800'],
      ['mall.rebate_level3_bps', '800'],
    ] as const) {
      await t.services.db.updateTable('settings').set({ value_json: value }).where('key', '=', key).execute();
    }
    t.services.settings.changed();
    const next = await team();
    await t.client({ token: next.buyer.token }).call(mallPurchase, { productId, idempotencyKey: newKey() });
    expect([
      await t.balanceOf(next.l1.id, 'team_balance'),
      await t.balanceOf(next.l2.id, 'team_balance'),
      await t.balanceOf(next.l3.id, 'team_balance'),
    ]).toEqual([8_00, 2_00, 0]);
    await t.services.settings.setAll(t.services.db, {
      'mall.rebate_level1_bps': 500,
      'mall.rebate_level2_bps': 300,
      'mall.rebate_level3_bps': 100,
    });
  });

  it('refuses a sell-back refund that, with the rebates, returns more than was paid', async () => {
    const admin = t.client({ token: owner });
    const setRefund = (value: number) =>
      admin.call(adminSettingsUpdate, { key: 'mall.sell_refund_bps', value, reason: 'refund test' });
    // 100% back plus 9% to the uplines: buy, sell back, repeat, and the ring gains 9% a round.
    expect(await refusal(setRefund(10_000))).toBe('setting_sell_refund_with_rebates');
    await setRefund(9_100);
    expect(await t.services.settings.get('mall.sell_refund_bps')).toBe(9_100);
    await setRefund(9_000);
  });

  it('takes the amount paid as the fee: a coupon lowers the rebate too', async () => {
    const { l1, buyer } = await team();
    await t.client({ token: owner }).call(adminCouponsIssue, {
      phones: [buyer.phone],
      title: { en: 'Twenty off', zh: '', bd: '' },
      value: '20',
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      reason: 'rebate test',
    });
    const coupon = await t.services.db
      .selectFrom('coupons')
      .select('id')
      .where('member_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    await t
      .client({ token: buyer.token })
      .call(mallPurchase, { productId, couponId: coupon.id, idempotencyKey: newKey() });
    expect(await t.balanceOf(l1.id, 'team_balance')).toBe(4_00); // 5% of $80
  });

  it('pays no rebate to a buyer without uplines, and skips a banned upline', async () => {
    const loner = await t.newMember({ balanceMinor: 100_00 });
    const { order } = await t
      .client({ token: loner.token })
      .call(mallPurchase, { productId, idempotencyKey: newKey() });
    const none = await t.services.db
      .selectFrom('team_rebates')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(none).toEqual([]);
    expect(await t.balanceOf(loner.id, 'team_balance')).toBe(0);

    const { l2, l1, buyer } = await team();
    await t.services.db
      .updateTable('members')
      .set({ status: 'banned_fraud' })
      .where('id', '=', l2.id)
      .execute();
    await t.client({ token: buyer.token }).call(mallPurchase, { productId, idempotencyKey: newKey() });
    expect(await t.balanceOf(l1.id, 'team_balance')).toBe(5_00);
    expect(await t.balanceOf(l2.id, 'team_balance')).toBe(0);
  });

  it('tells the recruit page what each level earns', async () => {
    const member = await t.newMember();
    expect(await t.client({ token: member.token }).call(mallRebateRates, {})).toEqual({
      levels: [
        { level: 1, rateBps: 500 },
        { level: 2, rateBps: 300 },
        { level: 3, rateBps: 100 },
      ],
      maxRebateBps: MAX_REBATE_BPS,
      earnedMinor: 0,
    });
  });
});
