import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import type { Job } from '../../platform/scheduler.js';
import { failureOf, type JobOutcome } from '../../platform/jobs/index.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';

/** One kind of item that earns daily (machine orders, pledges, fund holdings). */
export interface DailySettlement {
  name: string;
  /** What one item is called in a failure record (`mining_order` → `mining_order:12`). */
  itemKind: string;
  /** Ids of items with an income due by `today`, above `afterId`, ascending. */
  listDue(db: Database, today: string, afterId: number, limit: number): Promise<number[]>;
  /**
   * Pays what is due on one item, in its own transaction, with the item's row locked; answers the
   * number of days it paid. Each day's payout row is unique per (item, date), so a day another run
   * already paid is skipped.
   */
  settleOne(trx: Trx, id: number, today: string, now: Date): Promise<number>;
}

export interface SettlementResult extends JobOutcome {
  today: string;
  items: number;
  days: number;
  failures: number;
}

const BATCH = 200;
const CONCURRENCY = 16;

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings>;
  log: FastifyBaseLogger;
}

/**
 * Pays every item due by today's business date (or by `day`, a re-run of a past day). Safe to run
 * twice at once or on several nodes, and after downtime it pays every missed day; one item's failure
 * is logged and recorded with its reason (`failed`) and does not stop the rest.
 */
export async function runSettlement(
  deps: SettlementDeps,
  settlement: DailySettlement,
  day?: string,
): Promise<SettlementResult> {
  const now = deps.clock.now();
  const today = day ?? businessDate(now, await deps.settings.get('business.time_zone'));
  const result: SettlementResult = { today, items: 0, days: 0, failures: 0, itemsPaid: 0, failed: [] };
  let afterId = 0;
  const settleOne = async (id: number) => {
    try {
      const days = await inTransaction(deps.db, (trx) => settlement.settleOne(trx, id, today, now));
      if (days > 0) result.items += 1;
      result.days += days;
      result.itemsPaid += days;
    } catch (error) {
      result.failures += 1;
      result.failed.push(failureOf(`${settlement.itemKind}:${id}`, error));
      deps.log.error({ err: error, job: settlement.name, id }, 'settling an item failed');
    }
  };
  for (;;) {
    const ids = await settlement.listDue(deps.db, today, afterId, BATCH);
    // Items are independent: several in flight let SQLite commit them as one group and PostgreSQL
    // use its pool, instead of one disk flush per item.
    for (let start = 0; start < ids.length; start += CONCURRENCY) {
      await Promise.all(ids.slice(start, start + CONCURRENCY).map(settleOne));
    }
    if (ids.length < BATCH) return result;
    afterId = ids[ids.length - 1] ?? afterId;
  }
}

export function settlementJob(
  deps: SettlementDeps,
  settlement: DailySettlement,
  extra?: () => Promise<unknown>,
): Job {
  const run = async (day?: string) => {
    const before = extra ? await extra() : undefined;
    const settled = await runSettlement(deps, settlement, day);
    return before === undefined ? settled : { ...settled, before };
  };
  return {
    name: settlement.name,
    intervalMs: 60_000,
    daily: true,
    run: () => run(),
    runForDay: (day) => run(day),
  };
}
