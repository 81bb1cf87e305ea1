import {
  adminCouponsIssue,
  adminMallOrdersList,
  adminMallProductSave,
  adminMallProductsList,
  type ApiError,
  FUND_RECORD_TYPES,
  getUserInfo,
  mallOrders,
  mallProducts,
  mallPurchase,
  mallSell,
  mallStart,
  type ApiClient,
} from '@cloudmine/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { inTransaction } from '../../platform/db/transaction.js';
import {
  createMiningProduct,
  earningWorld,
  freshToken,
  runJob,
  TEXTS,
  postingsQuery,
} from '../../test-support/earning.js';
import { ENGINES } from '../../test-support/engines.js';
import { memberRow, type TestMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { findProduct } from './mall-repository.js';
import { newKey, refusal } from '../../test-support/refusal.js';

const DAY_MS = 86_400_000;

describe.each(ENGINES)('mall and mining machines on %s', (engine) => {
  let t: TestApp;
  let catalogue: string;
  let admin: ApiClient;
  const investments = earningWorld(engine, {
    opened: (app) => (t = app),
    operator: (token) => (catalogue = token),
  });
  beforeEach(async () => {
    admin = (await t.newOperator('owner')).client;
  });

  const buy = (member: TestMember, productId: number, extra: { quantity?: number; couponId?: number } = {}) =>
    t.client({ token: member.token }).call(mallPurchase, { productId, idempotencyKey: newKey(), ...extra });

  it('lets an operator with catalogue rights create, change and list products, with an audit entry', async () => {
    const product = await createMiningProduct(t, catalogue, { maxPerMember: 3, requiredVipLevel: 2 });
    expect(product).toMatchObject({
      priceMinor: 100_00,
      dailyIncomeMinor: 2_00,
      termDays: 30,
      stock: 1000,
      maxPerMember: 3,
      requiredVipLevel: 2,
      onSale: true,
      soldQuantity: 0,
      name: TEXTS.name,
    });
    const changed = await createMiningProduct(t, catalogue, {
      id: product.id,
      price: '120.50',
      onSale: false,
      reason: 'new price',
    });
    expect(changed).toMatchObject({ id: product.id, priceMinor: 120_50, onSale: false });
    const listed = await t
      .client({ token: catalogue })
      .call(adminMallProductsList, { onSale: false, pageSize: 200 });
    expect(listed.items.map((p) => p.id)).toContain(product.id);
    const audit = await t.services.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target_kind', '=', 'mining_product')
      .where('target_id', '=', String(product.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'mall.product.create', reason: 'test product' },
      { action: 'mall.product.update', reason: 'new price' },
    ]);

    const support = (await t.newOperator('support')).client;
    expect(
      await refusal(
        support.call(adminMallProductSave, {
          ...TEXTS,
          price: '1',
          dailyIncome: '1',
          termDays: 1,
          stock: 1,
          reason: 'not mine',
        }),
      ),
    ).toBe('permission_denied');
    expect(await refusal(createMiningProduct(t, catalogue, { price: '0' }))).toBe('parameter_error');
    expect(await refusal(createMiningProduct(t, catalogue, { price: '1.234' }))).toBe('parameter_error');
    expect(await refusal(createMiningProduct(t, catalogue, { id: 9_999_999 }))).toBe('product_not_found');
    expect(await refusal(createMiningProduct(t, catalogue, { prerequisiteProductId: 9_999_999 }))).toBe(
      'product_not_found',
    );
    expect(
      await refusal(createMiningProduct(t, catalogue, { id: product.id, prerequisiteProductId: product.id })),
    ).toBe('parameter_error');
  });

  it('lists products on sale in the member’s language, pages them, and shows one by id', async () => {
    const first = await createMiningProduct(t, catalogue);
    const second = await createMiningProduct(t, catalogue, { prerequisiteProductId: first.id });
    const hidden = await createMiningProduct(t, catalogue, { onSale: false });
    const member = await t.newMember({ language: 'zh', balanceMinor: 1000_00 });
    const client = t.client({ token: member.token });
    await buy(member, first.id, { quantity: 2 });

    const all = await client.call(mallProducts, { limit: 50 });
    const ids = all.items.map((p) => p.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(hidden.id);
    const shown = all.items.find((p) => p.id === second.id);
    expect(shown).toMatchObject({
      name: '蚂蚁矿机 S19',
      totalIncomeMinor: 60_00,
      prerequisite: { id: first.id, name: '蚂蚁矿机 S19' },
      boughtQuantity: 0,
    });
    expect(all.items.find((p) => p.id === first.id)?.boughtQuantity).toBe(2);

    const page = await client.call(mallProducts, { limit: 1 });
    expect(page.items).toHaveLength(1);
    const next = await client.call(mallProducts, { limit: 1, cursor: page.nextCursor ?? '' });
    expect(next.items[0]?.id).toBeGreaterThan(page.items[0]?.id ?? 0);

    const one = await client.call(mallProducts, { productId: hidden.id });
    expect(one.items).toMatchObject([{ id: hidden.id, onSale: false }]);
    expect(await refusal(client.call(mallProducts, { productId: 9_999_999 }))).toBe('product_not_found');
  });

  it('buys machines from the balance (type 5) as an incomplete order', async () => {
    const product = await createMiningProduct(t, catalogue, { stock: 5 });
    const member = await t.newMember({ balanceMinor: 500_00 });
    const result = await buy(member, product.id, { quantity: 2 });
    expect(result.balanceMinor).toBe(300_00);
    expect(result.order).toMatchObject({
      productId: product.id,
      quantity: 2,
      priceMinor: 200_00,
      discountMinor: 0,
      paidMinor: 200_00,
      dailyIncomeMinor: 4_00,
      status: 'incomplete',
      canStart: true,
      canSell: true,
      sellRefundMinor: 180_00,
    });
    const posting = await postingsQuery(t.services.db, member.id, FUND_RECORD_TYPES.buy_mining_machine)
      .select(['type', 'amount_minor', 'reference_kind', 'reference_id'])
      .executeTakeFirstOrThrow();
    expect(posting).toEqual({
      type: 5,
      amount_minor: -200_00,
      reference_kind: 'mining_order',
      reference_id: String(result.order.id),
    });
    expect(await findProduct(t.services.db, product.id)).toMatchObject({ stock: 3, sold_quantity: 2 });
    expect(investments).toContainEqual({
      memberId: member.id,
      kind: 'mining',
      referenceId: result.order.id,
      amountMinor: 200_00,
      first: true,
    });
    const orders = await t.client({ token: member.token }).call(mallOrders, {});
    expect(orders.items.map((o) => o.id)).toEqual([result.order.id]);
    const operatorView = await admin.call(adminMallOrdersList, { memberId: member.id });
    expect(operatorView.items).toMatchObject([{ id: result.order.id, source: 'mall', paidMinor: 200_00 }]);
  });

  it('refuses a purchase for every rule, leaving nothing behind', async () => {
    const member = await t.newMember({ balanceMinor: 150_00 });
    const client = t.client({ token: member.token });
    const limited = await createMiningProduct(t, catalogue, { maxPerMember: 1, price: '10' });
    const vip = await createMiningProduct(t, catalogue, { requiredVipLevel: 3 });
    const needsFirst = await createMiningProduct(t, catalogue, { prerequisiteProductId: vip.id });
    const offSale = await createMiningProduct(t, catalogue, { onSale: false });
    const scarce = await createMiningProduct(t, catalogue, { stock: 1, price: '1' });
    const dear = await createMiningProduct(t, catalogue, { price: '1000' });

    expect(await refusal(buy(member, 9_999_999))).toBe('product_not_found');
    expect(await refusal(buy(member, offSale.id))).toBe('product_not_sold');
    expect(await refusal(buy(member, limited.id, { quantity: 2 }))).toBe('purchase_quantity_exceeded');
    await buy(member, limited.id);
    expect(await refusal(buy(member, limited.id))).toBe('purchase_quantity_exceeded');
    // At VIP 0: not a VIP at all (a level below the product's: purchase-rules.test.ts).
    expect(await refusal(buy(member, vip.id))).toBe('not_vip');
    expect(await refusal(buy(member, needsFirst.id))).toBe('associated_product_required');
    expect(await refusal(buy(member, scarce.id, { quantity: 2 }))).toBe('product_sold_out');
    expect(await refusal(buy(member, dear.id))).toBe('insufficient_balance');
    expect(
      await refusal(client.call(mallPurchase, { productId: dear.id, quantity: 0, idempotencyKey: newKey() })),
    ).toBe('parameter_error');
    expect(await refusal(client.call(mallPurchase, { productId: dear.id, idempotencyKey: 'short' }))).toBe(
      'parameter_error',
    );

    expect(await t.balanceOf(member.id)).toBe(140_00);
    expect(await findProduct(t.services.db, dear.id)).toMatchObject({ stock: 1000, sold_quantity: 0 });
    const orders = await client.call(mallOrders, {});
    expect(orders.items).toHaveLength(1);

    // The level and prerequisite rules open up once met.
    await t.services.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', member.id).execute();
    const richer = await t.newMember({ balanceMinor: 300_00 });
    await t.services.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', richer.id).execute();
    await buy(richer, vip.id);
    expect((await buy(richer, needsFirst.id)).order.productId).toBe(needsFirst.id);
  });

  it('applies a valid coupon in the purchase, marks it used, and refuses missing, used and expired ones', async () => {
    const product = await createMiningProduct(t, catalogue, { price: '50' });
    const member = await t.newMember({ balanceMinor: 200_00 });
    const other = await t.newMember();
    const issue = async (who: TestMember, hours: number) => {
      await admin.call(adminCouponsIssue, {
        phones: [who.phone],
        title: { en: 'Five off', zh: '', bd: '' },
        value: '5',
        expiresAt: new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString(),
        reason: 'test',
      });
      return (
        await t.services.db
          .selectFrom('coupons')
          .select('id')
          .where('member_id', '=', who.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id;
    };
    const couponId = await issue(member, 48);
    const theirs = await issue(other, 48);

    expect(await refusal(buy(member, product.id, { couponId: 9_999_999 }))).toBe('coupon_missing');
    expect(await refusal(buy(member, product.id, { couponId: theirs }))).toBe('coupon_missing');
    // A purchase refused after the coupon check leaves the coupon unused.
    const dear = await createMiningProduct(t, catalogue, { price: '500' });
    expect(await refusal(buy(member, dear.id, { couponId }))).toBe('insufficient_balance');

    const result = await buy(member, product.id, { couponId });
    expect(result.order).toMatchObject({ priceMinor: 50_00, discountMinor: 5_00, paidMinor: 45_00 });
    expect(result.balanceMinor).toBe(155_00);
    const coupon = await t.services.db
      .selectFrom('coupons')
      .select(['used_at', 'used_reference'])
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.used_reference).toBe(`mining_order:${result.order.id}`);
    expect(await refusal(buy(member, product.id, { couponId }))).toBe('coupon_used');

    const shortLived = await issue(member, 1);
    t.clock.advance(2 * 3_600_000);
    expect(await refusal(buy(member, product.id, { couponId: shortLived }))).toBe('coupon_expired');
  });

  it('answers a retried purchase with the first answer and refuses a changed one', async () => {
    const product = await createMiningProduct(t, catalogue, { price: '10' });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const client = t.client({ token: member.token });
    const idempotencyKey = newKey();
    const first = await client.call(mallPurchase, { productId: product.id, idempotencyKey });
    const again = await client.call(mallPurchase, { productId: product.id, idempotencyKey });
    expect(again).toEqual(first);
    expect(
      await refusal(client.call(mallPurchase, { productId: product.id, quantity: 2, idempotencyKey })),
    ).toBe('idempotency_conflict');
    expect(await t.balanceOf(member.id)).toBe(90_00);
  });

  it('sells exactly the stock to 100 buyers at once, and the ledger reconciles', async () => {
    const product = await createMiningProduct(t, catalogue, { stock: 10, price: '20' });
    const buyers: TestMember[] = [];
    for (let i = 0; i < 100; i += 1) buyers.push(await t.newMember({ balanceMinor: 50_00 }));
    const results = await Promise.allSettled(buyers.map((member) => buy(member, product.id)));
    const sold = results.filter((r) => r.status === 'fulfilled');
    expect(sold).toHaveLength(10);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as ApiError] : []));
    expect(refused.map((error) => error.key)).toEqual(Array.from({ length: 90 }, () => 'product_sold_out'));
    expect(await findProduct(t.services.db, product.id)).toMatchObject({ stock: 0, sold_quantity: 10 });
    const orders = await t.services.db
      .selectFrom('mining_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(10);
    let spent = 0;
    for (const member of buyers) spent += 50_00 - (await t.balanceOf(member.id));
    expect(spent).toBe(10 * 20_00);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('holds the per-member limit when one member buys many times at once', async () => {
    const product = await createMiningProduct(t, catalogue, { maxPerMember: 3, price: '1' });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => buy(member, product.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await t.balanceOf(member.id)).toBe(97_00);
  });

  it('starts an incomplete order once, and only the owner’s', async () => {
    const product = await createMiningProduct(t, catalogue);
    const member = await t.newMember({ balanceMinor: 100_00 });
    const other = await t.newMember();
    const { order } = await buy(member, product.id);
    expect(await refusal(t.client({ token: other.token }).call(mallStart, { orderId: order.id }))).toBe(
      'miner_start_failed',
    );
    const client = t.client({ token: member.token });
    const started = await client.call(mallStart, { orderId: order.id });
    expect(started.order).toMatchObject({ status: 'running', canStart: false, canSell: true });
    expect(started.order.startedAt).not.toBeNull();
    expect(started.order.endsOn).not.toBeNull();
    expect(await refusal(client.call(mallStart, { orderId: order.id }))).toBe('miner_start_failed');
    expect(await refusal(client.call(mallStart, { orderId: 9_999_999 }))).toBe('miner_start_failed');
    const running = await client.call(mallOrders, { status: 'running' });
    expect(running.items.map((o) => o.id)).toEqual([order.id]);
  });

  it('expires an order not started within the window; it can then neither start nor be sold', async () => {
    await t.services.settings.set(t.services.db, 'mall.start_window_days', 2);
    const product = await createMiningProduct(t, catalogue);
    const member = await t.newMember({ balanceMinor: 100_00 });
    const { order } = await buy(member, product.id);
    expect(order.startBy).toBe(new Date(Date.parse(order.purchasedAt) + 2 * DAY_MS).toISOString());
    t.clock.advance(2 * DAY_MS + 1_000);
    const token = await freshToken(t, member.id);
    const client = t.client({ token });
    // Seen as expired at once, written by the job.
    expect((await client.call(mallOrders, { status: 'expired' })).items.map((o) => o.id)).toEqual([order.id]);
    expect(await refusal(client.call(mallStart, { orderId: order.id }))).toBe('miner_start_failed');
    expect(await refusal(client.call(mallSell, { orderId: order.id, idempotencyKey: newKey() }))).toBe(
      'not_eligible',
    );
    await runJob(t.services, 'mining-income');
    const row = await t.services.db
      .selectFrom('mining_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    await t.services.settings.set(t.services.db, 'mall.start_window_days', 10);
  });

  it('sells an order back within 10 days for the refund rate minus income paid, and not after', async () => {
    const product = await createMiningProduct(t, catalogue, { price: '100', dailyIncome: '3' });
    const member = await t.newMember({ balanceMinor: 300_00 });
    const client = t.client({ token: member.token });
    const running = (await buy(member, product.id)).order;
    await client.call(mallStart, { orderId: running.id });
    const idle = (await buy(member, product.id)).order;
    const late = (await buy(member, product.id)).order;

    // Two days of income on the running order.
    t.clock.advance(2 * DAY_MS + 60_000);
    await runJob(t.services, 'mining-income');
    const token = await freshToken(t, member.id);
    const fresh = t.client({ token });
    const before = await t.balanceOf(member.id);
    const listed = (await fresh.call(mallOrders, {})).items.find((o) => o.id === running.id);
    expect(listed).toMatchObject({ incomePaidMinor: 6_00, sellRefundMinor: 84_00, canSell: true });
    const sold = await fresh.call(mallSell, { orderId: running.id, idempotencyKey: newKey() });
    expect(sold.refundMinor).toBe(90_00 - 6_00);
    expect(sold.order).toMatchObject({ status: 'sold', refundMinor: 84_00, canSell: false });
    expect(sold.balanceMinor).toBe(before + 84_00);
    const record = await postingsQuery(t.services.db, member.id, FUND_RECORD_TYPES.sell_mining_machine)
      .select(['amount_minor', 'reference_id'])
      .execute();
    expect(record).toEqual([{ amount_minor: 84_00, reference_id: String(running.id) }]);
    expect(await refusal(fresh.call(mallSell, { orderId: running.id, idempotencyKey: newKey() }))).toBe(
      'not_eligible',
    );
    expect(await refusal(fresh.call(mallSell, { orderId: 9_999_999, idempotencyKey: newKey() }))).toBe(
      'not_found',
    );

    // Exactly 10 days after purchase is still within the window; a moment later is not.
    t.clock.set(new Date(Date.parse(idle.purchasedAt) + 10 * DAY_MS));
    const onTheDay = t.client({ token: await freshToken(t, member.id) });
    expect((await onTheDay.call(mallSell, { orderId: idle.id, idempotencyKey: newKey() })).refundMinor).toBe(
      90_00,
    );
    t.clock.advance(1_000);
    expect(await refusal(onTheDay.call(mallSell, { orderId: late.id, idempotencyKey: newKey() }))).toBe(
      'miner_sell_after_10_days',
    );
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('buys at an agreed price for another capability, once per reference, without a coupon', async () => {
    const product = await createMiningProduct(t, catalogue, { price: '80', stock: 2, maxPerMember: 1 });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const { mall } = t.services;
    const reference = { kind: 'bargain', id: 42 };
    /** A purchase of the product at `priceMinor` for the capability's `reference`, as a bargain buys. */
    const buyAt = (memberId: number, priceMinor: number, ref: { kind: string; id: number }) =>
      inTransaction(t.services.db, (trx) =>
        mall.purchaseAtPrice(trx, { memberId, productId: product.id, priceMinor, reference: ref }),
      );
    const { orderId } = await buyAt(member.id, 30_00, reference);
    const order = await t.services.db
      .selectFrom('mining_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      price_minor: 80_00,
      discount_minor: 50_00,
      paid_minor: 30_00,
      status: 'incomplete',
      coupon_id: null,
      source_kind: 'bargain',
      source_id: '42',
    });
    expect(await t.balanceOf(member.id)).toBe(70_00);
    const other = await t.newMember({ balanceMinor: 100_00 });
    expect(await refusal(buyAt(other.id, 30_00, reference))).toBe('not_eligible');
    // The same rules as a purchase: the per-member limit holds.
    expect(await refusal(buyAt(member.id, 30_00, { kind: 'bargain', id: 43 }))).toBe(
      'purchase_quantity_exceeded',
    );
    expect(await refusal(buyAt(other.id, 90_00, { kind: 'bargain', id: 44 }))).toBe('parameter_error');
    expect(await t.balanceOf(other.id)).toBe(100_00);
  });

  it('raises the VIP level with the total invested, and never lowers it', async () => {
    await t.services.settings.set(t.services.db, 'vip.thresholds_minor', [100_00, 250_00]);
    const product = await createMiningProduct(t, catalogue, { price: '100' });
    const member = await t.newMember({ balanceMinor: 500_00 });
    const client = t.client({ token: member.token });
    expect((await client.call(getUserInfo, {})).vipLevel).toBe(0);
    const first = await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(1);
    await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(1);
    await buy(member, product.id);
    expect((await client.call(getUserInfo, {})).vipLevel).toBe(2);
    await client.call(mallSell, { orderId: first.order.id, idempotencyKey: newKey() });
    expect((await memberRow(t.services, member.id)).vip_level).toBe(2);
    const total = await t.services.db
      .selectFrom('member_investments')
      .select('total_minor')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(total.total_minor).toBe(300_00);
    await t.services.settings.set(t.services.db, 'vip.thresholds_minor', [100_00, 500_00, 2_000_00]);
  });

  it('raises a level held from elsewhere only past it, and keeps one above what the total reaches', async () => {
    await t.services.settings.set(t.services.db, 'vip.thresholds_minor', [100_00, 200_00, 300_00]);
    const product = await createMiningProduct(t, catalogue, { price: '100' });
    const member = await t.newMember({ balanceMinor: 500_00 });
    const setVip = (level: number) =>
      t.services.db.updateTable('members').set({ vip_level: level }).where('id', '=', member.id).execute();
    await setVip(2);
    await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(2);
    await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(2);
    await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(3);
    await setVip(5);
    await buy(member, product.id);
    expect((await memberRow(t.services, member.id)).vip_level).toBe(5);
    await t.services.settings.set(t.services.db, 'vip.thresholds_minor', [100_00, 500_00, 2_000_00]);
  });

  it('tells the first paid investment from later ones, and activates the buyer from the first', async () => {
    const product = await createMiningProduct(t, catalogue, { price: '100' });
    const member = await t.newMember({ balanceMinor: 300_00 });
    const first = await buy(member, product.id);
    const second = await buy(member, product.id);
    const events = investments.filter((event) => event.memberId === member.id);
    expect(events.map((event) => [event.referenceId, event.first])).toEqual([
      [first.order.id, true],
      [second.order.id, false],
    ]);
    const activation = await t.services.db
      .selectFrom('member_activations')
      .select(['kind', 'reference_id', 'amount_minor'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(activation).toEqual({ kind: 'mining', reference_id: first.order.id, amount_minor: 100_00 });
  });
});
