import { FUND_RECORD_TYPES, mallOrders, mallPurchase, mallStart } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import {
  createMiningProduct,
  freshToken,
  runJob,
  secondNode,
  postingsQuery,
} from '../../test-support/earning.js';

import { describeOnEngines } from '../../test-support/test-app.js';
import { dueDates, scheduleFrom } from '../investments/index.js';
import { newKey } from '../../test-support/refusal.js';

const DAY_MS = 86_400_000;

describe('the daily income schedule', () => {
  it('starts the day after the start, in the business time zone, and stops at the term', () => {
    // 23:50 in Dhaka (UTC+6) is still the 10th there; 00:10 is the 11th.
    expect(scheduleFrom(new Date('2026-03-10T17:50:00Z'), 3, 'Asia/Dhaka')).toEqual({
      firstIncomeDate: '2026-03-11',
      endsOn: '2026-03-13',
    });
    expect(scheduleFrom(new Date('2026-03-10T18:10:00Z'), 3, 'Asia/Dhaka').firstIncomeDate).toBe(
      '2026-03-12',
    );
    expect(dueDates('2026-03-11', 0, 3, '2026-03-10')).toEqual([]);
    expect(dueDates('2026-03-11', 0, 3, '2026-03-11')).toEqual(['2026-03-11']);
    expect(dueDates('2026-03-12', 1, 3, '2026-04-30')).toEqual(['2026-03-12', '2026-03-13']);
    expect(dueDates(null, 3, 3, '2026-04-30')).toEqual([]);
  });
});

describeOnEngines('mining income settlement', (t) => {
  /** A member with a started order of `quantity` machines earning $2 each a day for `termDays`. */
  async function runningOrder(termDays: number, quantity = 1) {
    const operator = await t.newOperator('content');
    const product = await createMiningProduct(t, operator.token, {
      price: '10',
      dailyIncome: '2',
      termDays,
    });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const client = t.client({ token: member.token });
    const { order } = await client.call(mallPurchase, {
      productId: product.id,
      quantity,
      idempotencyKey: newKey(),
    });
    await client.call(mallStart, { orderId: order.id });
    return { member, orderId: order.id };
  }

  async function payouts(orderId: number) {
    return t.services.db
      .selectFrom('mining_payouts')
      .select(['income_date', 'amount_minor'])
      .where('order_id', '=', orderId)
      .orderBy('income_date')
      .execute();
  }

  async function incomeEntries(memberId: number) {
    return postingsQuery(t.services.db, memberId, FUND_RECORD_TYPES.mining_income)
      .select(['amount_minor', 'wallet_kind'])
      .execute();
  }

  it('pays at the business time zone’s midnight, once per day, and completes at the term', async () => {
    t.clock.set('2026-03-10T17:50:00.000Z'); // 23:50 in Dhaka
    const { member, orderId } = await runningOrder(3, 2);
    t.clock.set('2026-03-10T17:59:59.999Z'); // still the 10th in Dhaka
    await runJob(t.services, 'mining-income');
    expect(await payouts(orderId)).toEqual([]);

    t.clock.set('2026-03-10T18:00:00.000Z'); // midnight in Dhaka: the 11th begins
    await runJob(t.services, 'mining-income');
    expect(await payouts(orderId)).toEqual([{ income_date: '2026-03-11', amount_minor: 4_00 }]);
    await runJob(t.services, 'mining-income');
    t.clock.set('2026-03-11T17:59:00.000Z');
    await runJob(t.services, 'mining-income');
    expect(await payouts(orderId)).toHaveLength(1);

    t.clock.set('2026-03-11T18:00:01.000Z');
    await runJob(t.services, 'mining-income');
    t.clock.set('2026-03-12T18:30:00.000Z');
    await runJob(t.services, 'mining-income');
    t.clock.set('2026-03-15T18:30:00.000Z');
    await runJob(t.services, 'mining-income');
    expect((await payouts(orderId)).map((p) => p.income_date)).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(await incomeEntries(member.id)).toEqual([
      { amount_minor: 4_00, wallet_kind: 'balance' },
      { amount_minor: 4_00, wallet_kind: 'balance' },
      { amount_minor: 4_00, wallet_kind: 'balance' },
    ]);
    const token = await freshToken(t, member.id);
    const [order] = (await t.client({ token }).call(mallOrders, {})).items;
    expect(order).toMatchObject({
      status: 'completed',
      daysPaid: 3,
      incomePaidMinor: 12_00,
      endsOn: '2026-03-13',
      canSell: false,
    });
  });

  it('catches up every missed day after downtime, and no more', async () => {
    t.clock.set('2026-04-01T06:00:00.000Z');
    const { member, orderId } = await runningOrder(30);
    t.clock.set('2026-04-08T06:00:00.000Z'); // the job did not run for a week
    const result = (await runJob(t.services, 'mining-income')) as { days: number; failures: number };
    expect(result.failures).toBe(0);
    expect((await payouts(orderId)).map((p) => p.income_date)).toEqual([
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
    ]);
    await runJob(t.services, 'mining-income');
    expect(await incomeEntries(member.id)).toHaveLength(7);
    const row = await t.services.db
      .selectFrom('mining_orders')
      .select(['days_paid', 'income_paid_minor', 'next_income_date', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      days_paid: 7,
      income_paid_minor: 14_00,
      next_income_date: '2026-04-09',
      status: 'running',
    });
  });

  it('pays once when two runs, on two nodes, settle at the same time', async () => {
    t.clock.set('2026-05-01T06:00:00.000Z');
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await runningOrder(10));
    t.clock.set('2026-05-05T06:00:00.000Z');
    const other = secondNode(t);
    try {
      await Promise.all([
        runJob(t.services, 'mining-income'),
        runJob(other.services, 'mining-income'),
        runJob(t.services, 'mining-income'),
      ]);
    } finally {
      await other.close();
    }
    for (const { member, orderId } of orders) {
      expect((await payouts(orderId)).map((p) => p.income_date)).toEqual([
        '2026-05-02',
        '2026-05-03',
        '2026-05-04',
        '2026-05-05',
      ]);
      expect(await incomeEntries(member.id)).toHaveLength(4);
    }
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('pays nothing on an order that is not running', async () => {
    t.clock.set('2026-06-01T06:00:00.000Z');
    const operator = await t.newOperator('content');
    const product = await createMiningProduct(t, operator.token, { price: '10' });
    const member = await t.newMember({ balanceMinor: 100_00 });
    await t
      .client({ token: member.token })
      .call(mallPurchase, { productId: product.id, idempotencyKey: newKey() });
    t.clock.advance(3 * DAY_MS);
    await runJob(t.services, 'mining-income');
    expect(await incomeEntries(member.id)).toEqual([]);
  });
});
