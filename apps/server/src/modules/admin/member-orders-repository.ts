import type { AdminMemberOrder, CallPayload, adminMemberOrders } from '@cloudmine/api';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { productTexts } from '../investments/catalogue.js';

type Filter = CallPayload<typeof adminMemberOrders>;

// Each kind's table with its columns named alike, so that one paging and one mapping serve all three.

function miningQuery(db: Executor, memberId: number) {
  return db
    .selectFrom('mining_orders as o')
    .innerJoin('mining_products as p', 'p.id', 'o.product_id')
    .where('o.member_id', '=', memberId)
    .select([
      'o.id as id',
      'o.product_id as productId',
      'p.texts_json as textsJson',
      'o.quantity as quantity',
      'o.paid_minor as amountMinor',
      'o.daily_income_minor as dailyIncomeMinor',
      'o.term_days as termDays',
      'o.days_paid as daysPaid',
      'o.income_paid_minor as incomePaidMinor',
      'o.status as status',
      'o.purchased_at as createdAt',
      'o.ends_on as endsOn',
    ]);
}

function pledgeQuery(db: Executor, memberId: number) {
  return db
    .selectFrom('pledges as h')
    .innerJoin('pledge_products as p', 'p.id', 'h.product_id')
    .where('h.member_id', '=', memberId)
    .select([
      'h.id as id',
      'h.product_id as productId',
      'p.texts_json as textsJson',
      sql<number>`1`.as('quantity'),
      'h.principal_minor as amountMinor',
      'h.daily_reward_minor as dailyIncomeMinor',
      'h.term_days as termDays',
      'h.days_paid as daysPaid',
      'h.rewards_paid_minor as incomePaidMinor',
      'h.status as status',
      'h.pledged_at as createdAt',
      'h.ends_on as endsOn',
    ]);
}

function fundQuery(db: Executor, memberId: number) {
  return db
    .selectFrom('fund_holdings as h')
    .innerJoin('funds as f', 'f.id', 'h.fund_id')
    .where('h.member_id', '=', memberId)
    .select([
      'h.id as id',
      'h.fund_id as productId',
      'f.texts_json as textsJson',
      sql<number>`1`.as('quantity'),
      'h.amount_minor as amountMinor',
      'h.daily_income_minor as dailyIncomeMinor',
      'h.term_days as termDays',
      'h.days_paid as daysPaid',
      'h.income_paid_minor as incomePaidMinor',
      'h.status as status',
      'h.invested_at as createdAt',
      'h.ends_on as endsOn',
    ]);
}

interface OrderRow {
  id: number;
  productId: number;
  textsJson: string;
  quantity: number;
  amountMinor: number;
  dailyIncomeMinor: number;
  termDays: number;
  daysPaid: number;
  incomePaidMinor: number;
  status: string;
  createdAt: string;
  endsOn: string | null;
}

async function pageOf<D, TB extends keyof D>(
  db: Executor,
  query: SelectQueryBuilder<D, TB, OrderRow>,
  filter: Filter,
) {
  const { total } = await db
    .selectFrom(query.as('q'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy(sql`id`, 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const items: AdminMemberOrder[] = rows.map(({ textsJson, quantity, ...row }) => ({
    ...row,
    kind: filter.kind,
    productName: productTexts(textsJson, 'en').name,
    quantity: Number(quantity),
  }));
  return { items, total: Number(total), page: filter.page, pageSize: filter.pageSize };
}

/** A member's machines, pledges or fund holdings for the console's member page, newest first. */
export function listMemberOrders(db: Executor, filter: Filter) {
  switch (filter.kind) {
    case 'mining':
      return pageOf(db, miningQuery(db, filter.memberId), filter);
    case 'pledge':
      return pageOf(db, pledgeQuery(db, filter.memberId), filter);
    case 'fund':
      return pageOf(db, fundQuery(db, filter.memberId), filter);
  }
}
