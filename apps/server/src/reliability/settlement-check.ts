import { FUND_RECORD_TYPES, mallPurchase, mallStart } from '@cloudmine/api';
import { sql } from 'kysely';
import { createTestClock } from '../platform/clock.js';
import type { Database, DatabaseTarget } from '../platform/db/database.js';
import { createMember } from '../test-support/factories.js';
import { openSeeder } from './seeder.js';
import { randomPhone } from './world.js';

const DAY_MS = 86_400_000;

/**
 * Machines bought and started `daysAgo` days ago (through the member API of a seeder whose clock
 * stands then), so that several days of income are due now: what a settlement run must pay once.
 */
export async function startOrdersInThePast(
  target: DatabaseTarget,
  productId: number,
  count: number,
  daysAgo: number,
): Promise<number[]> {
  const seeder = await openSeeder(target, createTestClock(new Date(Date.now() - daysAgo * DAY_MS)));
  try {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await createMember(seeder.services, { phone: randomPhone(), balanceMinor: 100_00 });
      const client = seeder.client(member.token);
      const { order } = await client.call(mallPurchase, {
        productId,
        quantity: 1,
        idempotencyKey: `past-${member.id}-${i}`,
      });
      await client.call(mallStart, { orderId: order.id });
      ids.push(order.id);
    }
    return ids;
  } finally {
    await seeder.close();
  }
}

export interface OrderSettlement {
  orderId: number;
  daysPaid: number;
  incomePaidMinor: number;
  dailyIncomeMinor: number;
  payouts: number;
  incomeTransfers: number;
}

/** What each order was paid: its own counters, its payout rows and its ledger transfers. */
export async function settlementOf(db: Database, orderIds: number[]): Promise<OrderSettlement[]> {
  const rows = await db
    .selectFrom('mining_orders as o')
    .select([
      'o.id as orderId',
      'o.days_paid as daysPaid',
      'o.income_paid_minor as incomePaidMinor',
      'o.daily_income_minor as dailyIncomeMinor',
      (eb) =>
        eb
          .selectFrom('mining_payouts as p')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('p.order_id', '=', 'o.id')
          .as('payouts'),
      (eb) =>
        eb
          .selectFrom('mining_payouts as p')
          .innerJoin('ledger_transfers as t', (join) =>
            join
              .on('t.reference_kind', '=', 'mining_payout')
              .on('t.type', '=', FUND_RECORD_TYPES.mining_income)
              .on(sql`t.reference_id`, '=', sql`cast(p.id as text)`),
          )
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('p.order_id', '=', 'o.id')
          .as('incomeTransfers'),
    ])
    .where('o.id', 'in', orderIds)
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    payouts: Number(row.payouts),
    incomeTransfers: Number(row.incomeTransfers),
  }));
}
