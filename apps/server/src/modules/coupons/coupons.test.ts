import { adminCouponsIssue, adminCouponsList, couponList } from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';
import { type AppError } from '../../platform/errors.js';
import { type TestMember } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('coupons', (t) => {
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
  });

  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
  const title = { en: 'Welcome coupon', zh: '新人券', bd: 'স্বাগত কুপন' };

  async function issue(
    member: TestMember,
    overrides: Partial<Parameters<typeof adminCouponsIssue.request.parse>[0]> = {},
  ) {
    await t.client({ token: operatorToken }).call(adminCouponsIssue, {
      phones: [member.phone],
      title,
      value: '5',
      minSpend: '20',
      expiresAt: inDays(1 / 24),
      reason: 'promotion',
      ...overrides,
    });
    const row = await t.services.db
      .selectFrom('coupons')
      .select('id')
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('issues to members by phone, reports unknown phones, and refuses bad values', async () => {
    const a = await t.newMember();
    const admin = t.client({ token: operatorToken });
    const result = await admin.call(adminCouponsIssue, {
      phones: [a.phone, a.phone, '01999999999'],
      title,
      value: '2.50',
      expiresAt: inDays(3),
      reason: 'test',
    });
    expect(result).toEqual({ issued: 1, unknownPhones: ['01999999999'] });
    const base = { phones: [a.phone], title, expiresAt: inDays(3), reason: 'test' };
    expect(await refusal(admin.call(adminCouponsIssue, { ...base, value: '0' }))).toBe('parameter_error');
    expect(await refusal(admin.call(adminCouponsIssue, { ...base, value: '1.234' }))).toBe('parameter_error');
    expect(await refusal(admin.call(adminCouponsIssue, { ...base, value: '1', expiresAt: inDays(-1) }))).toBe(
      'parameter_error',
    );
    const listed = await admin.call(adminCouponsList, { memberId: a.id, language: 'zh' });
    expect(listed.items.map((c) => [c.title, c.valueMinor, c.status])).toEqual([['新人券', 250, 'unused']]);
  });

  it('lists a member’s coupons by tab in their language, paged by cursor', async () => {
    const member = await t.newMember({ language: 'bd' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await issue(member));
    await inTransaction(t.services.db, (trx) =>
      t.services.coupons.redeem(trx, {
        memberId: member.id,
        couponId: ids[0] ?? 0,
        productId: 1,
        priceMinor: 5000,
        reference: 'test:1',
      }),
    );
    const client = t.client({ token: member.token });
    const first = await client.call(couponList, { status: 'unused', limit: 1 });
    expect(first.items.map((c) => [c.id, c.title])).toEqual([[ids[2], 'স্বাগত কুপন']]);
    const second = await client.call(couponList, {
      status: 'unused',
      limit: 1,
      cursor: first.nextCursor ?? '',
    });
    expect(second.items.map((c) => c.id)).toEqual([ids[1]]);
    expect((await client.call(couponList, { status: 'used' })).items.map((c) => c.id)).toEqual([ids[0]]);
    t.clock.advance(2 * 3_600_000);
    expect((await client.call(couponList, { status: 'expired' })).items.map((c) => c.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(await refusal(client.call(couponList, { cursor: 'drop table' }))).toBe('parameter_error');
  });

  it('redeems only the member’s own unused, unexpired, eligible coupon, capped at the price', async () => {
    const member = await t.newMember();
    const other = await t.newMember();
    const scoped = await issue(member, { productIds: [7], value: '50', minSpend: '0' });
    const redeem = (memberId: number, couponId: number, productId: number, priceMinor: number) =>
      inTransaction(t.services.db, (trx) =>
        t.services.coupons.redeem(trx, { memberId, couponId, productId, priceMinor, reference: 'test' }),
      );
    expect(await refusal(redeem(member.id, 999_999, 7, 1000))).toBe('coupon_missing');
    expect(await refusal(redeem(other.id, scoped, 7, 1000))).toBe('coupon_missing');
    expect(await refusal(redeem(member.id, scoped, 8, 1000))).toBe('not_eligible');
    expect(await redeem(member.id, scoped, 7, 1000)).toBe(1000);
    expect(await refusal(redeem(member.id, scoped, 7, 1000))).toBe('coupon_used');

    const minimum = await issue(member);
    expect(await refusal(redeem(member.id, minimum, 1, 1999))).toBe('not_eligible');
    t.clock.advance(2 * 3_600_000);
    expect(await refusal(redeem(member.id, minimum, 1, 5000))).toBe('coupon_expired');
  });

  it('lets one of many concurrent purchases use a coupon', async () => {
    const member = await t.newMember();
    const couponId = await issue(member);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        inTransaction(t.services.db, (trx) =>
          t.services.coupons.redeem(trx, {
            memberId: member.id,
            couponId,
            productId: 1,
            priceMinor: 5000,
            reference: `race:${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).key).toBe('coupon_used');
  });
});
