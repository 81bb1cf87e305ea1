import type { JobRun } from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../business-time.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Job } from '../scheduler.js';
import type { platformSettings } from '../settings/platform-settings.js';
import type { SettingsReader } from '../settings/settings.js';
import { failureOf, KEPT_FAILURES, outcomeOf } from './job-outcome.js';
import {
  findJobRun,
  finishJobRun,
  foldJobRun,
  insertJobRun,
  latestFinishedRun,
} from './job-runs-repository.js';
import type { jobSettings } from './job-settings.js';

export interface JobRecorderDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings & typeof jobSettings>;
  /** Which node ran it (NODE_ID, or host and process id). */
  nodeId: string;
  log: FastifyBaseLogger;
}

/** A job whose runs are recorded in `job_runs`, and which an operator may run again for a day. */
export interface RecordedJob extends Job {
  daily: boolean;
  /** Runs the job again for a business day (today or earlier), recorded with who asked. */
  rerun(businessDay: string, trigger: string): Promise<JobRun>;
}

/**
 * Wraps a job so each run leaves a record: started as `running`, finished `completed` or `failed`
 * with the items it paid and the failures with their reasons. A scheduled tick that pays nothing and
 * repeats the outcome of the day's previous run is folded into that run. `jobs.enabled` off holds
 * the scheduled runs (not an operator's re-run).
 */
export function recordedJob(job: Job, deps: JobRecorderDeps): RecordedJob {
  const { db, clock, settings, nodeId, log } = deps;

  async function record(day: string | undefined, trigger: string): Promise<{ id: number; result: unknown }> {
    const started = clock.now();
    const businessDay = day ?? businessDate(started, await settings.get('business.time_zone'));
    const id = await insertJobRun(db, {
      job: job.name,
      businessDay,
      startedAt: started.toISOString(),
      nodeId,
      trigger,
    });
    let result: unknown;
    try {
      result = day !== undefined && job.runForDay ? await job.runForDay(day) : await job.run();
    } catch (error) {
      await finishJobRun(db, id, {
        finishedAt: clock.now().toISOString(),
        state: 'failed',
        itemsPaid: 0,
        failures: 1,
        kept: [failureOf('job', error)],
      });
      throw error;
    }
    const { itemsPaid, failed } = outcomeOf(result);
    const state = failed.length > 0 ? 'failed' : 'completed';
    const kept = failed.slice(0, KEPT_FAILURES);
    const finishedAt = clock.now().toISOString();
    if (trigger === 'schedule' && itemsPaid === 0) {
      const previous = await latestFinishedRun(db, job.name, businessDay, id);
      if (previous?.state === state && JSON.stringify(previous.failureReasons) === JSON.stringify(kept)) {
        await foldJobRun(db, previous.id, id, finishedAt);
        return { id: previous.id, result };
      }
    }
    await finishJobRun(db, id, { finishedAt, state, itemsPaid, failures: failed.length, kept });
    return { id, result };
  }

  return {
    ...job,
    daily: job.daily ?? false,
    async run() {
      if (!(await settings.get('jobs.enabled'))) return { held: true };
      return (await record(undefined, 'schedule')).result;
    },
    async rerun(businessDay, trigger) {
      const today = businessDate(clock.now(), await settings.get('business.time_zone'));
      if (businessDay > today) throw new AppError('parameter_error');
      let id: number;
      try {
        ({ id } = await record(businessDay, trigger));
      } catch (error) {
        log.error({ err: error, job: job.name, businessDay }, 'job re-run failed');
        const failedRun = await latestFinishedRun(db, job.name, businessDay, 0);
        if (!failedRun) throw error;
        return failedRun;
      }
      const run = await findJobRun(db, id);
      if (!run) throw new Error(`job run ${id} vanished`);
      return run;
    },
  };
}
