import { toMinor } from '@cloudmine/api';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { MIGRATIONS } from '../../platform/db/migrations/index.js';
import { migrateToLatest } from '../../platform/db/migrate.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test-support/engines.js';
import { findProduct, insertProduct, updateProduct } from './mall-repository.js';
import { takeStock } from './mall-stock-repository.js';

const AT = '2026-01-15T06:00:00.000Z';

function newProduct(db: Database, stock: number) {
  return insertProduct(db, {
    texts_json: JSON.stringify({ name: { en: 'Miner' }, description: { en: 'test' } }),
    image_urls_json: '[]',
    price_minor: toMinor(10_00),
    daily_income_minor: toMinor(10),
    term_days: 30,
    stock,
    max_per_member: null,
    required_vip_level: 0,
    prerequisite_product_id: null,
    on_sale: 1,
    created_at: AT,
    updated_at: AT,
  });
}

describe.each(ENGINES)('product stock in slots on %s', (engine) => {
  let test: TestDatabase;
  /** A second node on the same database. */
  let other: Database;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    other = test.reopen();
  });

  afterAll(async () => {
    await other.destroy();
    await test.drop();
  });

  const take = (db: Database, productId: number, quantity: number) =>
    inTransaction(db, (trx) => takeStock(trx, productId, quantity));

  it('sells exactly the stock to more parallel buyers than there is, on two nodes', async () => {
    // More than two refill batches, so buyers meet refills, full slots and the last few machines.
    const product = await newProduct(test.db, 250);
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) => take(i % 2 ? test.db : other, product.id, 1)),
    );
    expect(results.filter(Boolean)).toHaveLength(250);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 0, sold_quantity: 250 });
  });

  it('never takes more than is left when buyers ask for different quantities', async () => {
    const product = await newProduct(test.db, 101);
    const quantities = Array.from({ length: 90 }, (_, i) => (i % 3) + 1);
    const results = await Promise.all(
      quantities.map((quantity, i) => take(i % 2 ? test.db : other, product.id, quantity)),
    );
    const sold = quantities.filter((_, i) => results[i]).reduce((sum, quantity) => sum + quantity, 0);
    const after = await findProduct(test.db, product.id);
    expect(after).toMatchObject({ stock: 101 - sold, sold_quantity: sold });
    // Every refusal asked for more than was left then, and nothing came back since.
    for (const [i, quantity] of quantities.entries()) {
      if (!results[i]) expect(quantity).toBeGreaterThan(after?.stock ?? 0);
    }
  });

  it('takes from several slots and the reserve when no one of them holds enough', async () => {
    const product = await newProduct(test.db, 2);
    await sql`insert into mining_product_stock (product_id, slot, stock, sold_quantity)
      values (${product.id}, 3, 3, 0), (${product.id}, 9, 3, 1)`.execute(test.db);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 8, sold_quantity: 1 });

    expect(await take(test.db, product.id, 7)).toBe(true);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 1, sold_quantity: 8 });
    expect(await take(other, product.id, 2)).toBe(false);
    expect(await take(other, product.id, 1)).toBe(true);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 0, sold_quantity: 9 });
    expect(await take(test.db, product.id, 1)).toBe(false);
  });

  it('sets the stock an operator enters, keeping the count sold', async () => {
    const product = await newProduct(test.db, 300);
    for (let i = 0; i < 5; i += 1) await take(i % 2 ? test.db : other, product.id, 2);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 290, sold_quantity: 10 });

    const changed = await inTransaction(test.db, (trx) => updateProduct(trx, product.id, { stock: 40 }));
    expect(changed).toMatchObject({ stock: 40, sold_quantity: 10 });
    expect(await take(other, product.id, 40)).toBe(true);
    expect(await take(test.db, product.id, 1)).toBe(false);
    expect(await findProduct(test.db, product.id)).toMatchObject({ stock: 0, sold_quantity: 50 });
  });
});

describe.each(ENGINES)('the stock slots migration on %s', (engine) => {
  it('keeps each product’s stock and sold count', async () => {
    const test = await createTestDatabase(engine, { migrated: false });
    try {
      // The database as it was before the slots.
      const migrator = new Migrator({
        db: test.db,
        provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
      });
      await migrator.migrateTo('2026-11-24-30-ledger-by-day');
      await sql`insert into mining_products (texts_json, image_urls_json, price_minor, daily_income_minor,
          term_days, stock, max_per_member, required_vip_level, prerequisite_product_id, on_sale,
          sold_quantity, created_at, updated_at)
        values ('{}', '[]', 1000, 10, 30, 17, null, 0, null, 1, 5, ${AT}, ${AT})`.execute(test.db);
      await migrateToLatest(test.db);

      const [product] = await test.db.selectFrom('mining_products').select('id').execute();
      expect(await findProduct(test.db, product?.id ?? 0)).toMatchObject({ stock: 17, sold_quantity: 5 });
    } finally {
      await test.drop();
    }
  });
});
