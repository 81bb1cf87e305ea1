import { toMinor, type Minor } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { adminPage } from '../../platform/http/paging.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { PledgeProductsTable, PledgesTable } from '../../platform/db/tables/pledge.js';
import { termStore } from '../investments/index.js';

export type PledgeProductRow = Selectable<PledgeProductsTable>;
export type PledgeRow = Selectable<PledgesTable>;
type PageInput = { page: number; pageSize: number };

// Pledge products

export function findPledgeProduct(db: Executor, id: number): Promise<PledgeProductRow | undefined> {
  return db.selectFrom('pledge_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPledgeProductOnSale(db: Executor, id: number): Promise<PledgeProductRow | undefined> {
  return db
    .selectFrom('pledge_products')
    .selectAll()
    .where('id', '=', id)
    .where('on_sale', '=', 1)
    .executeTakeFirst();
}

export function insertPledgeProduct(
  db: Executor,
  values: Insertable<PledgeProductsTable>,
): Promise<PledgeProductRow> {
  return db.insertInto('pledge_products').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePledgeProduct(
  trx: Trx,
  id: number,
  values: Updateable<PledgeProductsTable>,
): Promise<PledgeProductRow> {
  return trx
    .updateTable('pledge_products')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Products on sale for members, by id ascending from `afterId`. */
export function pledgeProductsOnSale(
  db: Executor,
  page: { afterId?: number | undefined; limit: number },
): Promise<PledgeProductRow[]> {
  return db
    .selectFrom('pledge_products')
    .selectAll()
    .where('on_sale', '=', 1)
    .$if(page.afterId !== undefined, (qb) => qb.where('id', '>', page.afterId ?? 0))
    .orderBy('id')
    .limit(page.limit)
    .execute();
}

/** Every product, newest first, for the console. */
export function pledgeProductsPage<Item>(
  db: Executor,
  input: PageInput,
  toItem: (row: PledgeProductRow) => Promise<Item>,
) {
  return adminPage(
    db.selectFrom('pledge_products'),
    input,
    (qb) => qb.selectAll().orderBy('id', 'desc'),
    toItem,
  );
}

// Pledges

/** Principal in active pledges: a member's (of one product when given), or a product's from everyone. */
export async function activePrincipal(
  db: Executor,
  of: { memberId?: number; productId?: number },
): Promise<Minor> {
  const row = await db
    .selectFrom('pledges')
    .select(sql<Minor>`coalesce(sum(principal_minor), 0)`.as('total'))
    .where('status', '=', 'active')
    .$if(of.memberId !== undefined, (qb) => qb.where('member_id', '=', of.memberId ?? 0))
    .$if(of.productId !== undefined, (qb) => qb.where('product_id', '=', of.productId ?? 0))
    .executeTakeFirstOrThrow();
  return toMinor(Number(row.total));
}

export function insertPledge(trx: Trx, values: Insertable<PledgesTable>): Promise<PledgeRow> {
  return trx.insertInto('pledges').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A member's pledges with their product's texts, newest first, keyset-paged by id. */
export function memberPledges(
  db: Executor,
  memberId: number,
  filter: { status?: 'active' | 'completed' | undefined; beforeId?: number | undefined; limit: number },
) {
  return db
    .selectFrom('pledges as p')
    .innerJoin('pledge_products as pp', 'pp.id', 'p.product_id')
    .selectAll('p')
    .select('pp.texts_json')
    .where('p.member_id', '=', memberId)
    .$if(filter.status !== undefined, (qb) => qb.where('p.status', '=', filter.status ?? 'active'))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('p.id', '<', filter.beforeId ?? 0))
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** What a member has pledged and been rewarded, with today's rewards (`day`, a business date). */
export async function pledgeTotals(db: Executor, memberId: number, day: string) {
  const active = await db
    .selectFrom('pledges')
    .select([sql<number>`coalesce(sum(principal_minor), 0)`.as('pledged'), sql<number>`count(*)`.as('count')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const rewards = await db
    .selectFrom('pledge_rewards')
    .select([
      sql<number>`coalesce(sum(amount_minor), 0)`.as('total'),
      sql<number>`coalesce(sum(case when reward_date = ${day} then amount_minor else 0 end), 0)`.as('today'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    pledgedMinor: toMinor(Number(active.pledged)),
    activeCount: Number(active.count),
    rewardsMinor: toMinor(Number(rewards.total)),
    todayRewardsMinor: toMinor(Number(rewards.today)),
  };
}

/** A member's pledges for the console's member page, newest first. */
export function memberPledgesPage<Item>(
  db: Executor,
  memberId: number,
  input: PageInput,
  toItem: (row: PledgeRow & { texts_json: string }) => Item,
) {
  return adminPage(
    db
      .selectFrom('pledges as p')
      .innerJoin('pledge_products as pp', 'pp.id', 'p.product_id')
      .where('p.member_id', '=', memberId),
    input,
    (qb) => qb.selectAll('p').select('pp.texts_json').orderBy('p.id', 'desc'),
    toItem,
  );
}

// Daily rewards

/** Where the daily settlement finds active pledges and writes their rewards and principal. */
export const pledgeRewardsStore = termStore({
  itemKind: 'pledge',
  items: {
    table: 'pledges',
    earning: 'active',
    daily: 'daily_reward_minor',
    paid: 'rewards_paid_minor',
    nextDate: 'next_reward_date',
    principal: 'principal_minor',
    completedAt: 'completed_at',
  },
  payouts: { table: 'pledge_rewards', item: 'pledge_id', date: 'reward_date', principal: true },
});

/** The member's active pledges, oldest first, with their product texts (the earnings view). */
export function activePledgesOf(db: Executor, memberId: number) {
  return db
    .selectFrom('pledges as p')
    .innerJoin('pledge_products as pp', 'pp.id', 'p.product_id')
    .where('p.member_id', '=', memberId)
    .where('p.status', '=', 'active')
    .selectAll('p')
    .select('pp.texts_json')
    .orderBy('p.id')
    .execute();
}
