// Times one run of the daily mining-income settlement over every running order of a seeded
// database, in its own process with the built server's services, then checks the ledger still
// reconciles. `node settle.mjs <orders> <memberIdsFile>`: first inserts <orders> running orders,
// due today, spread over the seeded members. Prints one JSON line, with the peak RSS sampled while
// settling and the process's maximum RSS (loading the orders included).
import fs from 'node:fs';
import { sql } from 'kysely';
import { engineOf } from '../../apps/server/dist/platform/db/database.js';
import { openServices } from './server-services.mjs';
import { reconcile } from '../../apps/server/dist/ledger/reconcile.js';
import { businessDate } from '../../apps/server/dist/platform/business-time.js';

const [orders, seededFile] = [Number(process.argv[2]), process.argv[3]];
const { memberIds, productId } = JSON.parse(fs.readFileSync(seededFile, 'utf8'));
const CHUNK = 1_000;
const { db, services, close } = await openServices();

const now = new Date();
const today = businessDate(now, await services.settings.get('business.time_zone'));
const at = now.toISOString();
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < orders; start += CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(orders, start + CHUNK); i += 1) {
      rows.push({
        member_id: memberIds[i % memberIds.length],
        product_id: productId,
        quantity: 1,
        unit_price_minor: 10_00,
        price_minor: 10_00,
        discount_minor: 0,
        paid_minor: 10_00,
        coupon_id: null,
        daily_income_minor: 10,
        term_days: 30,
        status: 'running',
        purchased_at: at,
        start_by: at,
        sellable_until: at,
        started_at: at,
        next_income_date: today,
        ends_on: '2099-12-31',
        days_paid: 0,
        income_paid_minor: 0,
        sold_at: null,
        refund_minor: 0,
        source_kind: null,
        source_id: null,
      });
    }
    await trx.insertInto('mining_orders').values(rows).execute();
  }
});

// PostgreSQL plans from statistics; on a real platform autovacuum has analyzed the orders long
// before midnight, here they were loaded a moment ago.
if (engineOf(db) === 'postgres') await sql`analyze`.execute(db);

const job = services.jobs.find((candidate) => candidate.name === 'mining-income');
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const started = process.hrtime.bigint();
const outcome = await job.run();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const report = await reconcile(db, new Date());
await close();
process.stdout.write(
  `${JSON.stringify({
    orders,
    seconds,
    outcome,
    reconciles: report.ok,
    peakRssMb: Math.round(peakRss / 2 ** 20),
    // maxRSS is in kilobytes.
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
