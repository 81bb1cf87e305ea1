import { businessDate, businessDayStart } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Job } from '../../platform/scheduler.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { reconcileAndRecord, reconciledSince } from '../../ledger/index.js';

export interface DailyReconcileDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings>;
}

/**
 * Checks the ledger once per business day so the dashboard always shows a recent result. The hourly
 * tick only runs the check when no scheduled run exists for today yet; two nodes racing at the same
 * tick both record a run, which is harmless (reconcile only reads money).
 */
export function dailyReconcileJob(deps: DailyReconcileDeps, intervalMs = 3_600_000): Job {
  return {
    name: 'daily-reconcile',
    intervalMs,
    daily: true,
    async run() {
      const now = deps.clock.now();
      const timeZone = await deps.settings.get('business.time_zone');
      const today = businessDate(now, timeZone);
      const dayStart = businessDayStart(today, timeZone);
      if (await reconciledSince(deps.db, 'job', dayStart.toISOString())) return { today, skipped: true };
      const report = await reconcileAndRecord(deps.db, deps.clock, 'job');
      // A difference is the run's failure, so the console and the dashboard show it with the job.
      const failed = report.ok
        ? []
        : [{ item: 'ledger', reason: `reconcile found differences at ${report.checkedAt}` }];
      return { today, ok: report.ok, itemsPaid: 0, failed };
    },
  };
}
