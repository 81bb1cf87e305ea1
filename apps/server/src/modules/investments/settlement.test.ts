import { FUND_RECORD_TYPES, pledge } from '@cloudmine/api';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../../app/services.js';
import { walletBalance } from '../../ledger/index.js';
import { reconcile } from '../../ledger/reconcile.js';
import {
  createMiningProduct,
  createPledgeProduct,
  postingsOf,
  secondNode,
  startedOrders,
} from '../../test-support/earning.js';
import { ENGINES } from '../../test-support/engines.js';
import { newKey } from '../../test-support/refusal.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { runSettlement, type DailySettlement } from './index.js';

const silent = pino({ level: 'silent' });

describe.each(ENGINES)('set-based settlement on %s', (engine) => {
  // An app per test: a settlement pays every due item of its database, and the totals are checked.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  /** Runs one settlement as the job does, with `batchSize` items per transaction. */
  function settle(settlement: DailySettlement, batchSize?: number, services: Services = t.services) {
    const deps = { db: services.db, clock: t.clock, settings: services.settings, log: silent };
    return runSettlement(deps, settlement, undefined, batchSize);
  }

  /** `count` members, each with a started order of one machine earning $2 a day for `termDays`. */
  async function runningOrders(count: number, termDays: number) {
    const operator = await t.newOperator('content');
    const product = await createMiningProduct(t, operator.token, { price: '10', dailyIncome: '2', termDays });
    return startedOrders(t, product.id, count);
  }

  async function payoutDates(orderId: number) {
    const rows = await t.services.db
      .selectFrom('mining_payouts')
      .select('income_date')
      .where('order_id', '=', orderId)
      .orderBy('income_date')
      .execute();
    return rows.map((row) => row.income_date);
  }

  const postings = (memberId: number, type: number) => postingsOf(t, memberId, type);

  async function expectReconciled() {
    const report = await reconcile(t.services.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  /**
   * Runs `work` while the database refuses ledger entries of mining income (of `memberId` only, when
   * given), as a full disk would: a fault in the middle of a batch, after its payout rows, its items'
   * figures and its transfers are written.
   */
  async function withLedgerFault<T>(memberId: number | undefined, work: () => Promise<T>): Promise<T> {
    const db = t.services.db;
    const when = memberId === undefined ? 'new.type = 6' : `new.member_id = ${memberId}`;
    if (engine === 'postgres') {
      await sql`create or replace function fail_entries() returns trigger language plpgsql as $$
        begin raise exception 'the disk is full'; end $$`.execute(db);
      await sql
        .raw(
          `create trigger fail_entries before insert on ledger_entries for each row when (${when})
          execute function fail_entries()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger fail_entries before insert on ledger_entries when ${when}
          begin select raise(abort, 'the disk is full'); end`,
        )
        .execute(db);
    }
    try {
      return await work();
    } finally {
      await sql
        .raw(
          engine === 'postgres' ? 'drop trigger fail_entries on ledger_entries' : 'drop trigger fail_entries',
        )
        .execute(db);
    }
  }

  it('pays every due item once over several batches, and a second run pays nothing', async () => {
    t.clock.set('2026-03-01T06:00:00.000Z');
    const orders = await runningOrders(5, 30);
    t.clock.set('2026-03-02T06:00:00.000Z');
    const first = await settle(t.services.mall.settlement, 2);
    expect(first).toMatchObject({ today: '2026-03-02', items: 5, days: 5, itemsPaid: 5, failed: [] });
    const again = await settle(t.services.mall.settlement, 2);
    expect(again).toMatchObject({ items: 0, days: 0, failed: [] });
    for (const { memberId, orderId } of orders) {
      expect(await payoutDates(orderId)).toEqual(['2026-03-02']);
      expect(await postings(memberId, FUND_RECORD_TYPES.mining_income)).toEqual([
        { amount_minor: 2_00, reference_kind: 'mining_payout' },
      ]);
      expect(await walletBalance(t.services.db, memberId, 'balance')).toBe(100_00 - 10_00 + 2_00);
    }
    await expectReconciled();
  });

  it('catches up several days: machines complete at their term, a pledge returns its principal once', async () => {
    t.clock.set('2026-04-01T06:00:00.000Z');
    const [short] = await runningOrders(1, 3);
    const [long] = await runningOrders(1, 30);
    const operator = await t.newOperator('content');
    const product = await createPledgeProduct(t, operator.token, { termDays: 3, dailyRateBps: 100 });
    const staker = await t.newMember({ balanceMinor: 500_00 });
    const { pledge: staked } = await staker.client.call(pledge, {
      productId: product.id,
      amount: '200',
      idempotencyKey: newKey(),
    });

    t.clock.set('2026-04-06T06:00:00.000Z'); // five days on: nothing ran meanwhile
    expect(await settle(t.services.mall.settlement, 1)).toMatchObject({ items: 2, days: 8, failed: [] });
    expect(await settle(t.services.pledge.settlement, 1)).toMatchObject({ items: 1, days: 3, failed: [] });
    expect(await settle(t.services.mall.settlement)).toMatchObject({ items: 0, days: 0 });
    expect(await settle(t.services.pledge.settlement)).toMatchObject({ items: 0, days: 0 });

    expect(await payoutDates(short?.orderId ?? 0)).toEqual(['2026-04-02', '2026-04-03', '2026-04-04']);
    expect(await payoutDates(long?.orderId ?? 0)).toHaveLength(5);
    const orders = await t.services.db
      .selectFrom('mining_orders')
      .select(['id', 'status', 'days_paid', 'income_paid_minor', 'next_income_date'])
      .where('id', 'in', [short?.orderId ?? 0, long?.orderId ?? 0])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      {
        id: short?.orderId,
        status: 'completed',
        days_paid: 3,
        income_paid_minor: 6_00,
        next_income_date: null,
      },
      {
        id: long?.orderId,
        status: 'running',
        days_paid: 5,
        income_paid_minor: 10_00,
        next_income_date: '2026-04-07',
      },
    ]);

    expect(await postings(staker.id, FUND_RECORD_TYPES.staking_reward)).toEqual([
      { amount_minor: 2_00, reference_kind: 'pledge_reward' },
      { amount_minor: 2_00, reference_kind: 'pledge_reward' },
      { amount_minor: 2_00, reference_kind: 'pledge_reward' },
      { amount_minor: 200_00, reference_kind: 'pledge_principal' },
    ]);
    const row = await t.services.db
      .selectFrom('pledges')
      .select(['status', 'days_paid', 'rewards_paid_minor', 'completed_at'])
      .where('id', '=', staked.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'completed',
      days_paid: 3,
      rewards_paid_minor: 6_00,
      completed_at: '2026-04-06T06:00:00.000Z',
    });
    expect(await walletBalance(t.services.db, staker.id, 'balance')).toBe(500_00 + 6_00);
    await expectReconciled();
  });

  it('fails an item that cannot be paid alone, with its reason, and pays the rest of its batch', async () => {
    t.clock.set('2026-05-01T06:00:00.000Z');
    const orders = await runningOrders(6, 30);
    const [negative, notADate, faulty, ...healthy] = orders;
    if (!negative || !notADate || !faulty) throw new Error('six orders');
    await t.services.db
      .updateTable('mining_orders')
      .set({ daily_income_minor: -5 as never })
      .where('id', '=', negative.orderId)
      .execute();
    await t.services.db
      .updateTable('mining_orders')
      .set({ next_income_date: '2026-04-31' })
      .where('id', '=', notADate.orderId)
      .execute();
    t.clock.set('2026-05-02T06:00:00.000Z');
    // A fault no check foresees: the database refuses this member's ledger entries.
    const result = await withLedgerFault(faulty.memberId, () => settle(t.services.mall.settlement));
    expect(result).toMatchObject({ items: 3, days: 3, failures: 3 });
    expect(new Map(result.failed.map((failure) => [failure.item, failure.reason]))).toEqual(
      new Map([
        [`mining_order:${negative.orderId}`, 'daily income is negative: -5'],
        [`mining_order:${notADate.orderId}`, 'next income date is not a date: 2026-04-31'],
        [`mining_order:${faulty.orderId}`, expect.stringContaining('the disk is full')],
      ]),
    );
    for (const { orderId } of healthy) expect(await payoutDates(orderId)).toEqual(['2026-05-02']);
    for (const { orderId } of [negative, notADate, faulty]) expect(await payoutDates(orderId)).toEqual([]);
    expect(await postings(faulty.memberId, FUND_RECORD_TYPES.mining_income)).toEqual([]);
    await expectReconciled();
  });

  it('leaves nothing of a batch that dies half-way, and the run after pays each day once', async () => {
    t.clock.set('2026-06-01T06:00:00.000Z');
    const orders = await runningOrders(3, 30);
    const balances = async () =>
      Promise.all(orders.map(({ memberId }) => walletBalance(t.services.db, memberId, 'balance')));
    const before = await balances();
    t.clock.set('2026-06-03T06:00:00.000Z');
    const broken = await withLedgerFault(undefined, () => settle(t.services.mall.settlement));
    expect(broken).toMatchObject({ items: 0, days: 0, failures: 3 });
    for (const { orderId } of orders) expect(await payoutDates(orderId)).toEqual([]);
    expect(await balances()).toEqual(before);
    const untouched = await t.services.db
      .selectFrom('mining_orders')
      .select(['days_paid', 'next_income_date'])
      .where(
        'id',
        'in',
        orders.map((order) => order.orderId),
      )
      .execute();
    expect(untouched).toEqual(orders.map(() => ({ days_paid: 0, next_income_date: '2026-06-02' })));
    const transfers = await t.services.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('type', '=', FUND_RECORD_TYPES.mining_income)
      .where('created_at', '=', t.clock.now().toISOString())
      .execute();
    expect(transfers).toEqual([]);

    expect(await settle(t.services.mall.settlement)).toMatchObject({ items: 3, days: 6, failed: [] });
    expect(await settle(t.services.mall.settlement)).toMatchObject({ items: 0, days: 0 });
    for (const { memberId, orderId } of orders) {
      expect(await payoutDates(orderId)).toEqual(['2026-06-02', '2026-06-03']);
      expect(await postings(memberId, FUND_RECORD_TYPES.mining_income)).toHaveLength(2);
    }
    expect(await balances()).toEqual(before.map((balance) => balance + 4_00));
    await expectReconciled();
  });

  it('pays each day once when runners on two database handles settle the same items at once', async () => {
    t.clock.set('2026-07-01T06:00:00.000Z');
    const orders = await runningOrders(6, 30);
    t.clock.set('2026-07-04T06:00:00.000Z');
    const other = secondNode(t);
    let results;
    try {
      // Below the job's claim: the unique (item, day) keys and the row locks alone.
      results = await Promise.all([
        settle(t.services.mall.settlement, 2),
        settle(other.services.mall.settlement, 2, other.services),
        settle(t.services.mall.settlement, 3),
      ]);
    } finally {
      await other.close();
    }
    expect(results.reduce((days, result) => days + result.days, 0)).toBe(18);
    expect(results.flatMap((result) => result.failed)).toEqual([]);
    for (const { memberId, orderId } of orders) {
      expect(await payoutDates(orderId)).toEqual(['2026-07-02', '2026-07-03', '2026-07-04']);
      expect(await postings(memberId, FUND_RECORD_TYPES.mining_income)).toHaveLength(3);
    }
    await expectReconciled();
  });
});
