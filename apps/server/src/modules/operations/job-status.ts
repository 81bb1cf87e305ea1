import { JOB_MISSED_DAYS_LOOKBACK, type JobStatus } from '@cloudmine/api';
import { addDays, businessDayStart } from '../../platform/business-time.js';
import type { Database } from '../../platform/db/database.js';
import {
  completedJobDays,
  firstJobDay,
  latestRunsOfDay,
  type RecordedJob,
} from '../../platform/jobs/index.js';

/** A daily job that ran well ticks at least this often; some slack before the dashboard warns. */
const MIN_GRACE_MS = 10 * 60_000;

/**
 * Every job with today's latest run, and a warning for a daily job whose latest run today failed,
 * or which has no completed run for today although two of its intervals have passed since the day
 * began (the jobs catch up, so one missed tick is no cause for alarm). Also the days before today
 * (a few, from the job's first recorded run on) that no run completed: a day whose runs failed, or
 * that nothing ran for, stays listed until a run for it completes (an operator's re-run).
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
      let missedDays: string[] = [];
      if (job.daily) {
        const first = await firstJobDay(db, job.name);
        const earlier = Array.from({ length: JOB_MISSED_DAYS_LOOKBACK }, (_, i) =>
          addDays(today, i - JOB_MISSED_DAYS_LOOKBACK),
        ).filter((day) => first !== null && day >= first);
        const done = await completedJobDays(db, job.name, [...earlier, today]);
        missedDays = earlier.filter((day) => !done.has(day));
        const completed = done.has(today);
        if (lastRun?.state === 'failed') warning = 'failed';
        else if (!completed && sinceDayStart > Math.max(2 * job.intervalMs, MIN_GRACE_MS)) {
          warning = 'not_completed';
        }
      }
      return { name: job.name, daily: job.daily, lastRun, warning, missedDays };
    }),
  );
}
