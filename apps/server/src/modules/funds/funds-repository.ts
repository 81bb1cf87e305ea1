import { toMinor, type Minor } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { adminPage } from '../../platform/http/paging.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { FundHoldingsTable, FundsTable } from '../../platform/db/tables/funds.js';
import { heldItems, termStore, type TermTables } from '../investments/index.js';

export type FundRow = Selectable<FundsTable>;
export type HoldingRow = Selectable<FundHoldingsTable>;
type PageInput = { page: number; pageSize: number };

// Funds

export function findFund(db: Executor, id: number): Promise<FundRow | undefined> {
  return db.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findFundOnSale(db: Executor, id: number): Promise<FundRow | undefined> {
  return db.selectFrom('funds').selectAll().where('id', '=', id).where('on_sale', '=', 1).executeTakeFirst();
}

export function insertFund(db: Executor, values: Insertable<FundsTable>): Promise<FundRow> {
  return db.insertInto('funds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateFund(trx: Trx, id: number, values: Updateable<FundsTable>): Promise<FundRow> {
  return trx.updateTable('funds').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Funds on sale for members, by id ascending from `afterId`. */
export function fundsOnSale(
  db: Executor,
  page: { afterId?: number | undefined; limit: number },
): Promise<FundRow[]> {
  return db
    .selectFrom('funds')
    .selectAll()
    .where('on_sale', '=', 1)
    .$if(page.afterId !== undefined, (qb) => qb.where('id', '>', page.afterId ?? 0))
    .orderBy('id')
    .limit(page.limit)
    .execute();
}

/** Every fund, newest first, for the console. */
export function fundsPage<Item>(db: Executor, input: PageInput, toItem: (row: FundRow) => Item) {
  return adminPage(db.selectFrom('funds'), input, (qb) => qb.selectAll().orderBy('id', 'desc'), toItem);
}

/**
 * Counts `amount` towards the fund's total, only while the total stays within its cap: concurrent
 * investors can never raise more than the cap. Answers whether it fitted.
 */
export async function raiseWithinCap(trx: Trx, fundId: number, amount: Minor): Promise<boolean> {
  const raised = await trx
    .updateTable('funds')
    .set({ raised_minor: sql<Minor>`raised_minor + ${amount}` })
    .where('id', '=', fundId)
    .where(sql<number>`raised_minor + ${amount}`, '<=', sql<number>`total_cap_minor`)
    .executeTakeFirst();
  return Number(raised.numUpdatedRows) === 1;
}

// Holdings

/** What a member has put in a fund so far: amount and number of investments. */
export async function memberStake(
  db: Executor,
  memberId: number,
  fundId: number,
): Promise<{ amount: Minor; times: number }> {
  const row = await db
    .selectFrom('fund_holdings')
    .select([sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'), sql<number>`count(*)`.as('times')])
    .where('member_id', '=', memberId)
    .where('fund_id', '=', fundId)
    .executeTakeFirstOrThrow();
  return { amount: toMinor(Number(row.amount)), times: Number(row.times) };
}

export async function isMemberHolding(db: Executor, memberId: number, holdingId: number): Promise<boolean> {
  const own = await db
    .selectFrom('fund_holdings')
    .select('id')
    .where('id', '=', holdingId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return own !== undefined;
}

// Income

/** A member's fund income (of one holding when given), newest first, with the fund's texts. */
export function memberIncome(
  db: Executor,
  memberId: number,
  filter: { holdingId?: number | undefined; beforeId?: number | undefined; limit: number },
) {
  return db
    .selectFrom('fund_incomes as i')
    .innerJoin('fund_holdings as h', 'h.id', 'i.holding_id')
    .innerJoin('funds as f', 'f.id', 'h.fund_id')
    .selectAll('i')
    .select('f.texts_json')
    .where('i.member_id', '=', memberId)
    .$if(filter.holdingId !== undefined, (qb) => qb.where('i.holding_id', '=', filter.holdingId ?? 0))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('i.id', '<', filter.beforeId ?? 0))
    .orderBy('i.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/**
 * A member's income in total and on `day` (a business date), and what they have in active holdings;
 * of one holding when given.
 */
export async function incomeTotals(db: Executor, memberId: number, day: string, holdingId?: number) {
  const totals = await db
    .selectFrom('fund_incomes')
    .select([
      sql<number>`coalesce(sum(amount_minor), 0)`.as('total'),
      sql<number>`coalesce(sum(case when income_date = ${day} then amount_minor else 0 end), 0)`.as('today'),
    ])
    .where('member_id', '=', memberId)
    .$if(holdingId !== undefined, (qb) => qb.where('holding_id', '=', holdingId ?? 0))
    .executeTakeFirstOrThrow();
  const invested = await db
    .selectFrom('fund_holdings')
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .$if(holdingId !== undefined, (qb) => qb.where('id', '=', holdingId ?? 0))
    .executeTakeFirstOrThrow();
  return {
    totalIncomeMinor: toMinor(Number(totals.total)),
    todayIncomeMinor: toMinor(Number(totals.today)),
    investedMinor: toMinor(Number(invested.amount)),
  };
}

// Daily income

const fundTables: TermTables<'fund_holdings', 'fund_incomes', 'funds'> = {
  kind: 'fund',
  itemKind: 'fund_holding',
  items: {
    table: 'fund_holdings',
    earning: 'active',
    product: 'fund_id',
    amount: 'amount_minor',
    quantity: null,
    daily: 'daily_income_minor',
    paid: 'income_paid_minor',
    nextDate: 'next_income_date',
    principal: 'amount_minor',
    openedAt: 'invested_at',
    completedAt: 'completed_at',
  },
  products: 'funds',
  payouts: { table: 'fund_incomes', item: 'holding_id', date: 'income_date', principal: true },
};

/** Where the daily settlement finds active holdings and writes their income and the amount returned. */
export const fundIncomeStore = termStore(fundTables);
const holdings = heldItems(fundTables);
/** A new holding, earning its fund's daily rate of the amount. */
export const insertHolding = holdings.openAtRate;
/** A member's holdings with their fund's texts, newest first, keyset-paged by id. */
export const memberHoldings = holdings.memberList;
/** The member's active fund holdings (the earnings view). */
export const runningFundHoldings = holdings.running;
/** A member's fund holdings for the console's member page. */
export const adminMemberHoldings = holdings.memberPage;
/** One of the member's holdings with the income paid on it ("where is my income"). */
export const holdingPayoutDays = holdings.payoutDays;
