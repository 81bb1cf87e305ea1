import { sql, type Kysely } from 'kysely';

/**
 * Product stock leaves the product's one row, which every purchase used to update and so
 * serialise on (docs/ledger.md). Machines ready to sell sit in slots, a few rows per product
 * that purchases take from in parallel; the product row keeps only the reserve the slots refill
 * from in batches. The sold count moves to the slots for the same reason. SQLite cannot drop
 * `stock`, which its CHECK names, so the column is renamed to what it now holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mining_product_stock')
    .addColumn('product_id', 'bigint', (col) => col.notNull().references('mining_products.id'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('stock', 'integer', (col) => col.notNull())
    .addColumn('sold_quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mining_product_stock_pk', ['product_id', 'slot'])
    .addCheckConstraint('mining_product_stock_not_negative', sql`stock >= 0`)
    .execute();
  await sql`insert into mining_product_stock (product_id, slot, stock, sold_quantity)
    select id, 0, 0, sold_quantity from mining_products`.execute(db);
  await db.schema.alterTable('mining_products').renameColumn('stock', 'reserve_stock').execute();
  await db.schema.alterTable('mining_products').dropColumn('sold_quantity').execute();
}
