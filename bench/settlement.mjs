// Settlement benchmark: time to pay one day's income on 100,000 running mining orders (or
// `--orders N`), on SQLite and PostgreSQL, each on a fresh database, the peak memory of the process
// that settles, and whether the ledger reconciles afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { runJson, seed } from './lib/processes.mjs';
import { printTable, writeResult } from './lib/report.mjs';

const MEMBERS = 20_000;
const here = import.meta.dirname;

export async function runSettlementBench({ engines, orders = 100_000, cpuProfDir }) {
  if (!Number.isSafeInteger(orders) || orders <= 0) throw new Error(`--orders must be a positive integer`);
  const rows = [];
  for (const engine of engines) {
    const database = await freshDatabase(engine);
    const env = { ...database.env, NODE_ENV: 'development', DEMO_SEED: 'false', LOG_LEVEL: 'warn' };
    try {
      const seeded = seed(env, MEMBERS, 0);
      const file = path.join(os.tmpdir(), `cloudmine-settle-${process.pid}.json`);
      fs.writeFileSync(file, JSON.stringify({ memberIds: seeded.memberIds, productId: seeded.productId }));
      // --cpu-prof DIR: the settling process's profile (loading the orders included) lands there.
      const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
      const result = runJson(path.join(here, 'lib/settle.mjs'), [String(orders), file], env, nodeArgs);
      fs.rmSync(file, { force: true });
      rows.push({
        engine,
        orders: result.orders,
        'paid items': result.outcome.items,
        failures: result.outcome.failures,
        seconds: result.seconds.toFixed(1),
        'orders/s': Math.round(result.orders / result.seconds),
        reconciles: result.reconciles ? 'yes' : 'NO',
        'peak RSS MB (settling)': result.peakRssMb,
        'max RSS MB (process)': result.maxRssMb,
      });
    } finally {
      await database.drop();
    }
  }
  printTable(
    `Settlement: one day's income on ${orders.toLocaleString('en')} running orders`,
    [
      'engine',
      'orders',
      'paid items',
      'failures',
      'seconds',
      'orders/s',
      'reconciles',
      'peak RSS MB (settling)',
      'max RSS MB (process)',
    ],
    rows,
  );
  // A profiled run is slower by the profiler's cost: printed, not recorded.
  if (cpuProfDir) return;
  // Other counts are run one engine at a time (a million orders take minutes): one file each.
  const name = orders === 100_000 ? 'settlement' : `settlement-${orders}-${engines.join('-')}`;
  writeResult(name, { orders, members: MEMBERS, rows });
}
