import { businessDate, businessDayStart } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Job } from '../../platform/scheduler.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { reconcileAndRecord } from '../../ledger/reconcile.js';

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
    async run() {
      const now = deps.clock.now();
      const timeZone = await deps.settings.get('business.time_zone');
      const today = businessDate(now, timeZone);
      const dayStart = businessDayStart(today, timeZone);
      const done = await deps.db
        .selectFrom('reconcile_runs')
        .select('id')
        .where('source', '=', 'job')
        .where('started_at', '>=', dayStart.toISOString())
        .executeTakeFirst();
      if (done) return { today, skipped: true };
      const report = await reconcileAndRecord(deps.db, deps.clock, 'job');
      return { today, ok: report.ok };
    },
  };
}
