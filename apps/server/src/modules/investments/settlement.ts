import type { JobFailure } from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import type { Job } from '../../platform/scheduler.js';
import { failureOf, type JobOutcome } from '../../platform/jobs/index.js';
import type { BatchOutcome } from './term-payouts.js';
import type { DueKey } from './term-store.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';

/** One kind of item that earns daily (machine orders, pledges, fund holdings). */
export interface DailySettlement {
  name: string;
  /** What one item is called in a failure record (`mining_order` → `mining_order:12`). */
  itemKind: string;
  /** Keys of items with an income due by `today`, after `after`, in key order (next date, then id). */
  listDue(db: Database, today: string, after: DueKey | null, limit: number): Promise<DueKey[]>;
  /**
   * Pays what is due by `today` on those of `ids` still due, in the caller's transaction, with their
   * rows locked. Each day's payout row is unique per (item, date), so a day another run already paid
   * is skipped. Items whose rows cannot be paid are answered as failures; the others are paid.
   */
  settleBatch(trx: Trx, ids: readonly number[], today: string, now: Date): Promise<BatchOutcome>;
}

export interface SettlementResult extends JobOutcome {
  today: string;
  items: number;
  days: number;
  failures: number;
}

/** Items per transaction: a few statements pay them all, and the writer is held for one batch. */
const SETTLEMENT_BATCH = 1000;
/**
 * Batches in flight at once: while one commits and writes its wallets, the next already locks and
 * writes its items (on PostgreSQL, another connection; SQLite runs them one after the other).
 */
const BATCHES_IN_FLIGHT = 2;

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings>;
  log: FastifyBaseLogger;
}

/**
 * Pays every item due by today's business date (or by `day`, a re-run of a past day), a batch of
 * items per transaction, pages keyed on (next date, id). Safe to run twice at once or on several
 * nodes, and after downtime it pays every missed day. A batch that fails as a whole (a row the
 * checks did not foresee) is split in halves until the item that fails is alone: it is logged and
 * recorded with its reason (`failed`), and the rest are paid.
 */
export async function runSettlement(
  deps: SettlementDeps,
  settlement: DailySettlement,
  day?: string,
  batchSize = SETTLEMENT_BATCH,
): Promise<SettlementResult> {
  const now = deps.clock.now();
  const today = day ?? businessDate(now, await deps.settings.get('business.time_zone'));
  const result: SettlementResult = { today, items: 0, days: 0, failures: 0, itemsPaid: 0, failed: [] };
  const fail = (failure: JobFailure, error: unknown) => {
    result.failures += 1;
    result.failed.push(failure);
    deps.log.error({ err: error, job: settlement.name, item: failure.item }, 'settling an item failed');
  };
  const settle = async (ids: readonly number[]): Promise<void> => {
    let outcome: BatchOutcome;
    try {
      outcome = await inTransaction(deps.db, (trx) => settlement.settleBatch(trx, ids, today, now));
    } catch (error) {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        fail(failureOf(`${settlement.itemKind}:${only}`, error), error);
        return;
      }
      const half = Math.ceil(ids.length / 2);
      await settle(ids.slice(0, half));
      await settle(ids.slice(half));
      return;
    }
    result.items += outcome.items;
    result.days += outcome.days;
    result.itemsPaid += outcome.days;
    for (const failure of outcome.failed) fail(failure, new Error(failure.reason));
  };
  const inFlight = new Set<Promise<void>>();
  try {
    for (let after: DueKey | null = null; ;) {
      // Pages are disjoint by key, so a page may be listed while the one before is still settling.
      const due = await settlement.listDue(deps.db, today, after, batchSize);
      if (due.length > 0) {
        const batch: Promise<void> = settle(due.map((key) => key.id)).finally(() => inFlight.delete(batch));
        inFlight.add(batch);
        if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
      }
      if (due.length < batchSize) break;
      after = due[due.length - 1] ?? after;
    }
  } finally {
    // Whatever happens to the listing, the run answers only once its batches have ended.
    await Promise.allSettled(inFlight);
  }
  return result;
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
