import type { AdminMemberOrder, CallPayload, adminMemberOrders } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';

type Filter = CallPayload<typeof adminMemberOrders>;
interface Page {
  items: AdminMemberOrder[];
  total: number;
}

function englishName(textsJson: string): string {
  const texts = JSON.parse(textsJson) as { name?: { en?: string } };
  return texts.name?.en ?? '';
}

async function miningOrders(db: Executor, filter: Filter): Promise<Page> {
  const base = db.selectFrom('mining_orders as o').where('o.member_id', '=', filter.memberId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('mining_products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.product_id',
      'p.texts_json',
      'o.quantity',
      'o.paid_minor',
      'o.daily_income_minor',
      'o.term_days',
      'o.days_paid',
      'o.income_paid_minor',
      'o.status',
      'o.purchased_at',
      'o.ends_on',
    ])
    .orderBy('o.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      kind: 'mining',
      id: row.id,
      productId: row.product_id,
      productName: englishName(row.texts_json),
      quantity: row.quantity,
      amountMinor: row.paid_minor,
      dailyIncomeMinor: row.daily_income_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.income_paid_minor,
      status: row.status,
      createdAt: row.purchased_at,
      endsOn: row.ends_on,
    })),
  };
}

async function pledges(db: Executor, filter: Filter): Promise<Page> {
  const base = db.selectFrom('pledges as h').where('h.member_id', '=', filter.memberId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('pledge_products as p', 'p.id', 'h.product_id')
    .select([
      'h.id',
      'h.product_id',
      'p.texts_json',
      'h.principal_minor',
      'h.daily_reward_minor',
      'h.term_days',
      'h.days_paid',
      'h.rewards_paid_minor',
      'h.status',
      'h.pledged_at',
      'h.ends_on',
    ])
    .orderBy('h.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      kind: 'pledge',
      id: row.id,
      productId: row.product_id,
      productName: englishName(row.texts_json),
      quantity: 1,
      amountMinor: row.principal_minor,
      dailyIncomeMinor: row.daily_reward_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.rewards_paid_minor,
      status: row.status,
      createdAt: row.pledged_at,
      endsOn: row.ends_on,
    })),
  };
}

async function fundHoldings(db: Executor, filter: Filter): Promise<Page> {
  const base = db.selectFrom('fund_holdings as h').where('h.member_id', '=', filter.memberId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('funds as f', 'f.id', 'h.fund_id')
    .select([
      'h.id',
      'h.fund_id',
      'f.texts_json',
      'h.amount_minor',
      'h.daily_income_minor',
      'h.term_days',
      'h.days_paid',
      'h.income_paid_minor',
      'h.status',
      'h.invested_at',
      'h.ends_on',
    ])
    .orderBy('h.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      kind: 'fund',
      id: row.id,
      productId: row.fund_id,
      productName: englishName(row.texts_json),
      quantity: 1,
      amountMinor: row.amount_minor,
      dailyIncomeMinor: row.daily_income_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.income_paid_minor,
      status: row.status,
      createdAt: row.invested_at,
      endsOn: row.ends_on,
    })),
  };
}

const BY_KIND = { mining: miningOrders, pledge: pledges, fund: fundHoldings } as const;

/** A member's machines, pledges or fund holdings for the console's member page, newest first. */
export async function listMemberOrders(db: Executor, filter: Filter) {
  const { items, total } = await BY_KIND[filter.kind](db, filter);
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}
