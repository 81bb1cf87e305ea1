import { toMinor, type Minor, type MiningOrderState } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { everyColumn } from '../../platform/db/columns.js';
import { preparedQuery, preparedRowInsert } from '../../platform/db/prepared-query.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import type {
  MiningOrdersTable,
  MiningProductsTable,
  TeamRebatesTable,
} from '../../platform/db/tables/mall.js';
import { adminPage } from '../../platform/http/paging.js';
import { heldItems, termStore, type TermTables } from '../investments/index.js';
import { setStock, stockLeft, stockSold } from './mall-stock-repository.js';

/** A product with its stock left and machines sold, summed over its reserve and stock slots. */
export type ProductRow = Selectable<MiningProductsTable> & { stock: number; sold_quantity: number };
/** A product's columns as the catalogue writes them: `stock` is what the operator sets. */
type ProductValues = Omit<Insertable<MiningProductsTable>, 'reserve_stock'> & { stock: number };
export type OrderRow = Selectable<MiningOrdersTable>;
type PageInput = { page: number; pageSize: number };

// Products

const PRODUCT_COLUMNS = everyColumn<MiningProductsTable>({
  id: true,
  texts_json: true,
  image_urls_json: true,
  price_minor: true,
  daily_income_minor: true,
  term_days: true,
  reserve_stock: true,
  max_per_member: true,
  required_vip_level: true,
  prerequisite_product_id: true,
  min_active_team: true,
  on_sale: true,
  created_at: true,
  updated_at: true,
});

const ORDER_COLUMNS = everyColumn<MiningOrdersTable>({
  id: true,
  member_id: true,
  product_id: true,
  quantity: true,
  unit_price_minor: true,
  price_minor: true,
  discount_minor: true,
  paid_minor: true,
  coupon_id: true,
  daily_income_minor: true,
  term_days: true,
  status: true,
  purchased_at: true,
  start_by: true,
  sellable_until: true,
  started_at: true,
  next_income_date: true,
  ends_on: true,
  days_paid: true,
  income_paid_minor: true,
  sold_at: true,
  refund_minor: true,
  source_kind: true,
  source_id: true,
});

/** Products with their stock figures, every column named (the purchase's read is a prepared one). */
function products(db: Executor) {
  return db
    .selectFrom('mining_products')
    .select(PRODUCT_COLUMNS)
    .select([stockLeft.as('stock'), stockSold.as('sold_quantity')]);
}

export function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  return products(db).where('id', '=', id).executeTakeFirst();
}

/**
 * Machines a member has bought of a product, sold and expired orders too: what a per-member limit
 * and a prerequisite count. One expression for the purchase's read and the two look-ups below.
 */
const boughtSum = sql<number | string>`coalesce(sum(mining_orders.quantity), 0)`;

const productForBuyer = preparedQuery((db: Executor, id: number, memberId: number) =>
  products(db)
    .select((eb) =>
      eb
        .case()
        .when('mining_products.max_per_member', 'is', null)
        .then(sql<number | string>`0`)
        .else(
          eb
            .selectFrom('mining_orders')
            .select(boughtSum.as('bought'))
            .where('mining_orders.member_id', '=', memberId)
            .whereRef('mining_orders.product_id', '=', 'mining_products.id'),
        )
        .end()
        .as('bought'),
    )
    .where('id', '=', id),
);

/**
 * A product with the machines of it the member has ever bought (`boughtSum`;
 * 0 when the product has no per-member limit), in one statement: the purchase reads both. Built once.
 */
export async function findProductForBuyer(
  db: Executor,
  id: number,
  memberId: number,
): Promise<(ProductRow & { bought: number }) | undefined> {
  const [row] = await productForBuyer(db, id, memberId);
  return row && { ...row, bought: Number(row.bought) };
}

export function productsByIds(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return products(db).where('id', 'in', ids).execute();
}

/** One product (on sale or not), or the products on sale by id ascending from `afterId`. */
export function productsForMembers(
  db: Executor,
  filter: { productId?: number; afterId?: number; limit: number },
): Promise<ProductRow[]> {
  return products(db)
    .$if(filter.productId !== undefined, (qb) => qb.where('id', '=', filter.productId ?? 0))
    .$if(filter.productId === undefined, (qb) => qb.where('on_sale', '=', 1))
    .$if(filter.afterId !== undefined, (qb) => qb.where('id', '>', filter.afterId ?? 0))
    .orderBy('id')
    .limit(filter.limit)
    .execute();
}

/** The cheapest machine on sale that anyone may buy (no VIP level, no prerequisite, no team needed). */
export function cheapestOpenProduct(
  db: Executor,
): Promise<Pick<ProductRow, 'id' | 'price_minor'> | undefined> {
  return db
    .selectFrom('mining_products')
    .select(['id', 'price_minor'])
    .where('on_sale', '=', 1)
    .where('required_vip_level', '=', 0)
    .where('prerequisite_product_id', 'is', null)
    .where('min_active_team', '=', 0)
    .orderBy('price_minor')
    .executeTakeFirst();
}

/** A new product: its whole stock starts in the reserve. */
export async function insertProduct(db: Executor, values: ProductValues): Promise<ProductRow> {
  const { stock, ...columns } = values;
  const { id } = await db
    .insertInto('mining_products')
    .values({ ...columns, reserve_stock: stock })
    .returning('id')
    .executeTakeFirstOrThrow();
  return productOrThrow(db, id);
}

export async function updateProduct(
  trx: Trx,
  id: number,
  values: Omit<Updateable<MiningProductsTable>, 'reserve_stock'> & { stock?: number },
): Promise<ProductRow> {
  const { stock, ...columns } = values;
  if (Object.keys(columns).length > 0) {
    await trx.updateTable('mining_products').set(columns).where('id', '=', id).executeTakeFirstOrThrow();
  }
  if (stock !== undefined) await setStock(trx, id, stock);
  return productOrThrow(trx, id);
}

async function productOrThrow(db: Executor, id: number): Promise<ProductRow> {
  return products(db).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Every product (or those on sale, or off sale), newest first, for the console. */
export function productsPage<Item>(
  db: Executor,
  input: PageInput & { onSale?: boolean | undefined },
  toItem: (row: ProductRow) => Item,
) {
  const base = db
    .selectFrom('mining_products')
    .$if(input.onSale !== undefined, (qb) => qb.where('on_sale', '=', input.onSale ? 1 : 0));
  return adminPage(
    base,
    input,
    (qb) =>
      qb
        .selectAll()
        .select([stockLeft.as('stock'), stockSold.as('sold_quantity')])
        .orderBy('id', 'desc'),
    toItem,
  );
}

// Orders

/** Machines of `productId` the member has ever bought (sold or expired orders count too). */
export async function boughtQuantity(db: Executor, memberId: number, productId: number): Promise<number> {
  const row = await db
    .selectFrom('mining_orders')
    .select(boughtSum.as('quantity'))
    .where('member_id', '=', memberId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

export async function boughtQuantities(
  db: Executor,
  memberId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mining_orders')
    .select(['product_id', boughtSum.as('quantity')])
    .where('member_id', '=', memberId)
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.quantity)]));
}

const insertOrderRow = preparedRowInsert('mining_orders', ORDER_COLUMNS);

/** A new order, answered whole. Built once: every purchase inserts one. */
export function insertOrder(trx: Trx, values: Insertable<MiningOrdersTable>): Promise<OrderRow> {
  return insertOrderRow(trx, values);
}

/** The order made from `source` (e.g. a bargain), if there is one. */
export async function orderFromSource(
  db: Executor,
  source: { kind: string; id: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('mining_orders')
    .select('id')
    .where('source_kind', '=', source.kind)
    .where('source_id', '=', source.id)
    .executeTakeFirst();
  return row?.id;
}

/** The member's order with its row locked for the transaction. */
export function lockMemberOrder(trx: Trx, memberId: number, orderId: number): Promise<OrderRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('mining_orders').selectAll().where('id', '=', orderId).where('member_id', '=', memberId),
  ).executeTakeFirst();
}

/** Starts an incomplete order on its schedule; nothing when it is no longer incomplete. */
export function startOrder(
  trx: Trx,
  orderId: number,
  start: { startedAt: string; firstIncomeDate: string; endsOn: string },
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('mining_orders')
    .set({
      status: 'running',
      started_at: start.startedAt,
      next_income_date: start.firstIncomeDate,
      ends_on: start.endsOn,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'incomplete')
    .returningAll()
    .executeTakeFirst();
}

/** Marks an incomplete or running order sold; nothing when it is neither any more. */
export function sellOrder(
  trx: Trx,
  orderId: number,
  sale: { soldAt: string; refundMinor: Minor },
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('mining_orders')
    .set({ status: 'sold', sold_at: sale.soldAt, refund_minor: sale.refundMinor, next_income_date: null })
    .where('id', '=', orderId)
    .where('status', 'in', ['incomplete', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Incomplete orders past their start-by instant become expired (idempotent, one statement). */
export async function expireOrders(db: Executor, now: string): Promise<number> {
  const result = await db
    .updateTable('mining_orders')
    .set({ status: 'expired' })
    .where('status', '=', 'incomplete')
    .where('start_by', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A member's orders with their product's texts and images, newest first, keyset-paged by id, in the
 * states the member sees: an incomplete order past its start-by is expired already.
 */
export function memberOrders(
  db: Executor,
  memberId: number,
  filter: { status?: MiningOrderState | undefined; beforeId?: number | undefined; limit: number },
  now: string,
) {
  return db
    .selectFrom('mining_orders as o')
    .innerJoin('mining_products as p', 'p.id', 'o.product_id')
    .selectAll('o')
    .select(['p.texts_json', 'p.image_urls_json'])
    .where('o.member_id', '=', memberId)
    .$call((qb) => {
      if (filter.status === 'incomplete')
        return qb.where('o.status', '=', 'incomplete').where('o.start_by', '>=', now);
      if (filter.status === 'expired')
        return qb.where((eb) =>
          eb.or([
            eb('o.status', '=', 'expired'),
            eb.and([eb('o.status', '=', 'incomplete'), eb('o.start_by', '<', now)]),
          ]),
        );
      if (filter.status) return qb.where('o.status', '=', filter.status);
      return qb;
    })
    .$if(filter.beforeId !== undefined, (qb) => qb.where('o.id', '<', filter.beforeId ?? 0))
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Orders by member, product and stored state, newest first, for the console. */
export function ordersPage(
  db: Executor,
  input: PageInput & {
    memberId?: number | undefined;
    productId?: number | undefined;
    status?: MiningOrderState | undefined;
  },
) {
  const base = db
    .selectFrom('mining_orders')
    .$if(input.memberId !== undefined, (qb) => qb.where('member_id', '=', input.memberId ?? 0))
    .$if(input.productId !== undefined, (qb) => qb.where('product_id', '=', input.productId ?? 0))
    .$if(input.status !== undefined, (qb) => qb.where('status', '=', input.status ?? 'running'));
  return adminPage(
    base,
    input,
    (qb) => qb.selectAll().orderBy('id', 'desc'),
    (row) => row,
  );
}

// Team rebates

/** Records one level's rebate on an order, once: nothing when that level was paid already. */
export async function insertRebate(
  trx: Trx,
  values: Insertable<TeamRebatesTable>,
): Promise<number | undefined> {
  const rebate = await trx
    .insertInto('team_rebates')
    .values(values)
    .onConflict((oc) => oc.columns(['order_id', 'level']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return rebate?.id;
}

/** Every rebate an upline has earned. */
export async function rebatesEarned(db: Executor, uplineId: number): Promise<Minor> {
  const earned = await db
    .selectFrom('team_rebates')
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('upline_id', '=', uplineId)
    .executeTakeFirstOrThrow();
  return toMinor(Number(earned.total));
}

// Daily income

const miningTables: TermTables<'mining_orders', 'mining_payouts', 'mining_products'> = {
  kind: 'mining',
  itemKind: 'mining_order',
  items: {
    table: 'mining_orders',
    earning: 'running',
    product: 'product_id',
    amount: 'paid_minor',
    quantity: 'quantity',
    daily: 'daily_income_minor',
    paid: 'income_paid_minor',
    nextDate: 'next_income_date',
    // A machine returns nothing at the end of its term, and keeps no completion instant.
    principal: null,
    openedAt: 'purchased_at',
    completedAt: null,
  },
  products: 'mining_products',
  payouts: { table: 'mining_payouts', item: 'order_id', date: 'income_date', principal: false },
};

/** Where the daily settlement finds running orders and writes their payouts. */
export const miningIncomeStore = termStore(miningTables);
const machines = heldItems(miningTables);
/** The member's running machines (the earnings view). */
export const runningMachines = machines.running;
/** A member's machine orders for the console's member page. */
export const adminMemberMachines = machines.memberPage;

/** One of a member's orders, unlocked (a read for the member's own pages); nothing when not theirs. */
export function findMemberOrder(
  db: Executor,
  memberId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('mining_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The income days paid on an order, by date. */
export async function orderPayouts(
  db: Executor,
  orderId: number,
): Promise<Array<{ date: string; amountMinor: Minor; paidAt: string }>> {
  const rows = await db
    .selectFrom('mining_payouts')
    .select(['income_date', 'amount_minor', 'paid_at'])
    .where('order_id', '=', orderId)
    .orderBy('income_date')
    .execute();
  return rows.map((row) => ({ date: row.income_date, amountMinor: row.amount_minor, paidAt: row.paid_at }));
}
