import { toMinor, type Minor } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { adminPage } from '../../platform/http/paging.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { PledgeProductsTable, PledgesTable } from '../../platform/db/tables/pledge.js';
import { heldItems, termStore, type TermTables } from '../investments/index.js';

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

// Daily rewards

const pledgeTables: TermTables<'pledges', 'pledge_rewards', 'pledge_products'> = {
  kind: 'pledge',
  itemKind: 'pledge',
  items: {
    table: 'pledges',
    earning: 'active',
    product: 'product_id',
    amount: 'principal_minor',
    quantity: null,
    daily: 'daily_reward_minor',
    paid: 'rewards_paid_minor',
    nextDate: 'next_reward_date',
    principal: 'principal_minor',
    openedAt: 'pledged_at',
    completedAt: 'completed_at',
  },
  products: 'pledge_products',
  payouts: { table: 'pledge_rewards', item: 'pledge_id', date: 'reward_date', principal: true },
};

/** Where the daily settlement finds active pledges and writes their rewards and principal. */
export const pledgeRewardsStore = termStore(pledgeTables);
const pledges = heldItems(pledgeTables);
/** A new pledge, earning its daily rate of the principal. */
export const insertPledge = pledges.openAtRate;
/** A member's pledges with their product's texts, newest first, keyset-paged by id. */
export const memberPledges = pledges.memberList;
/** The member's active pledges (the earnings view). */
export const runningPledges = pledges.running;
/** A member's pledges for the console's member page. */
export const adminMemberPledges = pledges.memberPage;
/** One of the member's pledges with the rewards paid on it ("where is my reward"). */
export const pledgePayoutDays = pledges.payoutDays;
