import type { JobStatus } from '@cloudmine/api';
import { businessDayStart } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import { completedJobDays, latestRunsOfDay, type RecordedJob } from '../../platform/jobs/index.js';

/** A daily job that ran well ticks at least this often; some slack before the dashboard warns. */
const MIN_GRACE_MS = 10 * 60_000;

/**
 * Every job with today's latest run, and a warning for a daily job whose latest run today failed,
 * or which has no completed run for today although two of its intervals have passed since the day
 * began (the jobs catch up, so one missed tick is no cause for alarm).
 */
export async function jobStatuses(
  db: Database,
  jobs: readonly RecordedJob[],
  today: string,
  timeZone: string,
  now: Date,
): Promise<JobStatus[]> {
  const latest = await latestRunsOfDay(db, today);
  const sinceDayStart = now.getTime() - businessDayStart(today, timeZone).getTime();
  return Promise.all(
    jobs.map(async (job) => {
      const lastRun = latest.get(job.name) ?? null;
      let warning: JobStatus['warning'] = null;
      if (job.daily) {
        const completed = (await completedJobDays(db, job.name, [today])).has(today);
        if (lastRun?.state === 'failed') warning = 'failed';
        else if (!completed && sinceDayStart > Math.max(2 * job.intervalMs, MIN_GRACE_MS)) {
          warning = 'not_completed';
        }
      }
      return { name: job.name, daily: job.daily, lastRun, warning };
    }),
  );
}
