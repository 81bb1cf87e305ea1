import { sql } from 'kysely';
import { engineOf } from '../../platform/db/database.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';

/**
 * A product's stock, kept off its one row. Every purchase used to decrement `mining_products.stock`,
 * so on PostgreSQL all purchases of a product waited for each other's commit. Now machines ready to
 * sell sit in up to `SLOTS` rows per product (`mining_product_stock`); a purchase takes from one slot
 * no other transaction holds. Slots refill in batches from the reserve on the product row, so that
 * row is written once per `REFILL_BATCH` machines. Sold out means the reserve and every slot
 * together hold less than asked, decided with all of them locked: there is never more sold than
 * stocked.
 */
/** A power of two: SQLite picks a slot by masking a random number. */
const SLOTS = 16;
const REFILL_BATCH = 100;

/**
 * The slot a transaction prefers. On PostgreSQL it follows the connection, so the units of one
 * group commit (one transaction on one connection) keep taking from the same slot, and groups on
 * other connections and nodes mostly from others.
 */
function preferredSlot(db: Executor) {
  return engineOf(db) === 'postgres'
    ? sql<number>`pg_backend_pid() % ${SLOTS}`
    : sql<number>`random() & ${SLOTS - 1}`;
}

/** Machines left (reserve and slots), as a column of a query on `mining_products`. */
export const stockLeft = sql<number>`mining_products.reserve_stock + coalesce((select sum(s.stock) from mining_product_stock s where s.product_id = mining_products.id), 0)`;

/** Machines sold, as a column of a query on `mining_products`. */
export const stockSold = sql<number>`coalesce((select sum(s.sold_quantity) from mining_product_stock s where s.product_id = mining_products.id), 0)`;

/** Takes `quantity` machines of the product, only while enough are left. Answers whether it took them. */
export async function takeStock(trx: Trx, productId: number, quantity: number): Promise<boolean> {
  if (await takeFromFreeSlot(trx, productId, quantity)) return true;
  // Sold out by what is committed (and taken by this transaction): what other transactions hold can
  // only shrink it, so no lock is needed to refuse.
  if ((await stockOf(trx, productId)) < quantity) return false;
  return (await takeFromReserve(trx, productId, quantity)) || takeFromEverything(trx, productId, quantity);
}

async function stockOf(trx: Trx, productId: number): Promise<number> {
  const row = await trx
    .selectFrom('mining_products')
    .select(stockLeft.as('stock'))
    .where('id', '=', productId)
    .executeTakeFirst();
  return Number(row?.stock ?? 0);
}

/** An operator sets the stock: all of it goes to the reserve, the slots keep only their sold counts. */
export async function setStock(trx: Trx, productId: number, stock: number): Promise<void> {
  await trx
    .updateTable('mining_products')
    .set({ reserve_stock: stock })
    .where('id', '=', productId)
    .execute();
  await trx
    .updateTable('mining_product_stock')
    .set({ stock: 0 })
    .where('product_id', '=', productId)
    .execute();
}

/** From a slot with enough in it that no other transaction holds (the preferred one first). */
const takeFromSlot = preparedQuery((db: Executor, productId: number, quantity: number) => {
  const candidates = db
    .selectFrom('mining_product_stock')
    .select('slot')
    .where('product_id', '=', productId)
    .where('stock', '>=', quantity)
    .orderBy(sql`slot = ${preferredSlot(db)}`, 'desc')
    .orderBy(sql`random()`)
    .limit(1);
  const slot = engineOf(db) === 'postgres' ? candidates.forNoKeyUpdate().skipLocked() : candidates;
  return db
    .updateTable('mining_product_stock')
    .set((eb) => ({ stock: eb('stock', '-', quantity), sold_quantity: eb('sold_quantity', '+', quantity) }))
    .where('product_id', '=', productId)
    .where('slot', '=', slot)
    .where('stock', '>=', quantity)
    .returning('slot');
});

/** Takes from a free slot (`takeFromSlot`); answers whether it took. Built once: every purchase runs it. */
async function takeFromFreeSlot(trx: Trx, productId: number, quantity: number): Promise<boolean> {
  return (await takeFromSlot(trx, productId, quantity)).length === 1;
}

/** Refills the preferred slot with a batch from the reserve, taking this purchase out of it. */
async function takeFromReserve(trx: Trx, productId: number, quantity: number): Promise<boolean> {
  const product = await forUpdate(
    trx,
    trx.selectFrom('mining_products').select('reserve_stock').where('id', '=', productId),
  ).executeTakeFirst();
  if (!product || product.reserve_stock < quantity) return false;
  const moved = Math.min(product.reserve_stock, Math.max(REFILL_BATCH, quantity));
  await trx
    .updateTable('mining_products')
    .set({ reserve_stock: product.reserve_stock - moved })
    .where('id', '=', productId)
    .execute();
  await trx
    .insertInto('mining_product_stock')
    .values({
      product_id: productId,
      slot: preferredSlot(trx),
      stock: moved - quantity,
      sold_quantity: quantity,
    })
    .onConflict((oc) =>
      oc.columns(['product_id', 'slot']).doUpdateSet((eb) => ({
        stock: eb('mining_product_stock.stock', '+', moved - quantity),
        sold_quantity: eb('mining_product_stock.sold_quantity', '+', quantity),
      })),
    )
    .execute();
  return true;
}

/**
 * Near the end of the stock no one slot may hold enough: with the reserve (locked by
 * `takeFromReserve`) and every slot that holds any locked, in slot order, take from as many as it
 * needs. An empty slot can only be refilled from the reserve, which this transaction holds.
 */
async function takeFromEverything(trx: Trx, productId: number, quantity: number): Promise<boolean> {
  const slots = await forUpdate(
    trx,
    trx
      .selectFrom('mining_product_stock')
      .select(['slot', 'stock'])
      .where('product_id', '=', productId)
      .where('stock', '>', 0)
      .orderBy('slot'),
  ).execute();
  const product = await trx
    .selectFrom('mining_products')
    .select('reserve_stock')
    .where('id', '=', productId)
    .executeTakeFirst();
  const reserve = product?.reserve_stock ?? 0;
  if (reserve + slots.reduce((sum, slot) => sum + slot.stock, 0) < quantity) return false;

  let wanted = quantity;
  for (const { slot, stock } of slots) {
    const take = Math.min(stock, wanted);
    if (take === 0) continue;
    await trx
      .updateTable('mining_product_stock')
      .set((eb) => ({ stock: eb('stock', '-', take), sold_quantity: eb('sold_quantity', '+', take) }))
      .where('product_id', '=', productId)
      .where('slot', '=', slot)
      .execute();
    wanted -= take;
  }
  if (wanted > 0) {
    // Whatever the slots lacked comes from the reserve, counted as sold in the first slot (there is
    // one: with the reserve alone enough, takeFromReserve would have taken it).
    invariant(slots[0], `product ${productId} has a stock slot`);
    await trx
      .updateTable('mining_products')
      .set({ reserve_stock: reserve - wanted })
      .where('id', '=', productId)
      .execute();
    await trx
      .updateTable('mining_product_stock')
      .set((eb) => ({ sold_quantity: eb('sold_quantity', '+', wanted) }))
      .where('product_id', '=', productId)
      .where('slot', '=', slots[0].slot)
      .execute();
  }
  return true;
}
