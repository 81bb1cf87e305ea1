import type { Services } from '../app/services.js';
import { addDays, businessDate } from '../platform/business-time.js';
import { insertFinishedJobRun } from '../platform/jobs/index.js';

const MINUTE_MS = 60_000;

/**
 * The console's job page with some history: three days of completed runs of every daily job, one of
 * them a failed machine-income run (an item that failed with its reason) followed by an operator's
 * re-run that paid it; then today's runs, recorded by the jobs themselves.
 */
export async function seedJobs(services: Services): Promise<void> {
  const { db, clock, settings, jobs } = services;
  const now = clock.now();
  const today = businessDate(now, await settings.get('business.time_zone'));
  const daily = jobs.filter((job) => job.daily);
  for (const back of [3, 2, 1]) {
    const day = addDays(today, -back);
    const at = (minutes: number) =>
      new Date(now.getTime() - back * 86_400_000 + minutes * MINUTE_MS).toISOString();
    for (const job of daily) {
      const failing = back === 1 && job.name === 'mining-income';
      await insertFinishedJobRun(db, {
        job: job.name,
        businessDay: day,
        startedAt: at(0),
        finishedAt: at(1),
        state: failing ? 'failed' : 'completed',
        itemsPaid: failing ? 11 : job.name === 'daily-reconcile' ? 0 : 12,
        failures: failing ? 1 : 0,
        failureReasons: failing
          ? [{ item: 'mining_order:2', reason: 'demo: the order’s daily income was stored as -150' }]
          : [],
        nodeId: 'demo-node-1',
        trigger: 'schedule',
      });
    }
    if (back === 1) {
      await insertFinishedJobRun(db, {
        job: 'mining-income',
        businessDay: day,
        startedAt: at(90),
        finishedAt: at(91),
        state: 'completed',
        itemsPaid: 1,
        failures: 0,
        failureReasons: [],
        nodeId: 'demo-node-1',
        trigger: 'operator:1',
      });
    }
  }
  // Today's runs by the jobs themselves; the reconcile is left to the seed's own check and the
  // scheduler (the dashboard starts with one reconcile on record, the seed's).
  for (const job of daily.filter((candidate) => candidate.name !== 'daily-reconcile')) await job.run();
}
