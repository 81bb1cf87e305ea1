// Settlement benchmark: time to pay one day's income on 100,000 running mining orders, on SQLite
// and PostgreSQL, each on a fresh database, and whether the ledger reconciles afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { runJson, seed } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const ORDERS = 100_000;
const MEMBERS = 20_000;
const here = import.meta.dirname;

export async function runSettlementBench({ engines }) {
  const rows = [];
  for (const engine of engines) {
    const database = await freshDatabase(engine);
    const env = { ...database.env, NODE_ENV: 'development', DEMO_SEED: 'false', LOG_LEVEL: 'warn' };
    try {
      const seeded = seed(env, MEMBERS, 0);
      const file = path.join(os.tmpdir(), `cloudmine-settle-${process.pid}.json`);
      fs.writeFileSync(file, JSON.stringify({ memberIds: seeded.memberIds, productId: seeded.productId }));
      const result = runJson(path.join(here, 'lib/settle.mjs'), [String(ORDERS), file], env);
      fs.rmSync(file, { force: true });
      rows.push({
        engine,
        orders: result.orders,
        'paid items': result.outcome.items,
        failures: result.outcome.failures,
        seconds: result.seconds.toFixed(1),
        'orders/s': Math.round(result.orders / result.seconds),
        reconciles: result.reconciles ? 'yes' : 'NO',
        rssMb: result.rssMb,
      });
    } finally {
      await database.drop();
    }
  }
  printTable(
    `Settlement: one day's income on ${ORDERS.toLocaleString('en')} running orders`,
    ['engine', 'orders', 'paid items', 'failures', 'seconds', 'orders/s', 'reconciles', 'rssMb'],
    rows,
  );
  writeResult('settlement', { orders: ORDERS, members: MEMBERS, rows });
}
