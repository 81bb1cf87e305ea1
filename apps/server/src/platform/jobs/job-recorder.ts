import type { JobRun } from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../business-time.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import { recordSettlementRun } from '../metrics/index.js';
import type { Job } from '../scheduler.js';
import type { platformSettings } from '../settings/platform-settings.js';
import type { SettingsReader } from '../settings/settings.js';
import { failureOf, KEPT_FAILURES, outcomeOf } from './job-outcome.js';
import {
  claimHolder,
  claimJobRun,
  findJobRun,
  finishJobRun,
  foldJobRun,
  latestFinishedRun,
  renewJobClaim,
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

/** How long a claim holds without renewal: the longest a dead node keeps a job from the others. */
export const CLAIM_LEASE_MS = 120_000;
const RENEW_EVERY_MS = 30_000;

/** What a scheduled tick answers when another run (on this node or another) holds the job. */
interface ClaimedElsewhere {
  skipped: 'claimed';
  heldBy: string | undefined;
}

/**
 * Wraps a job so each run leaves a record: claimed as `running` (one run of a job at a time over all
 * nodes, see `claimJobRun`), finished `completed` or `failed` with the items it paid and the failures
 * with their reasons. A scheduled tick that finds the job claimed records nothing and answers
 * `ClaimedElsewhere`; one that pays nothing and repeats the outcome of the day's previous run is
 * folded into that run. `jobs.enabled` off holds the scheduled runs (not an operator's re-run).
 */
export function recordedJob(job: Job, deps: JobRecorderDeps): RecordedJob {
  const { db, clock, settings, nodeId, log } = deps;
  const leaseFrom = (at: Date) => new Date(at.getTime() + CLAIM_LEASE_MS).toISOString();

  /** Keeps the claim alive while the run goes on; a lapsed claim is logged (the unique keys still hold). */
  function keepClaim(id: number): () => void {
    const timer = setInterval(() => {
      renewJobClaim(db, id, leaseFrom(clock.now())).then(
        (held) => {
          if (!held) log.warn({ job: job.name, id }, 'job claim lapsed: another node may run it too');
        },
        (error: unknown) => log.error({ err: error, job: job.name, id }, 'renewing a job claim failed'),
      );
    }, RENEW_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function record(
    day: string | undefined,
    trigger: string,
  ): Promise<{ id: number; result: unknown } | ClaimedElsewhere> {
    const started = clock.now();
    const businessDay = day ?? businessDate(started, await settings.get('business.time_zone'));
    const id = await claimJobRun(db, {
      job: job.name,
      businessDay,
      startedAt: started.toISOString(),
      nodeId,
      trigger,
      leaseUntil: leaseFrom(started),
    });
    if (id === undefined) return { skipped: 'claimed', heldBy: await claimHolder(db, job.name) };
    const release = keepClaim(id);
    // Wall time for the metric: the injected clock stands still in tests and says nothing of cost.
    const startedMs = performance.now();
    const measure = (paid: number, failed: number) =>
      recordSettlementRun({
        job: job.name,
        durationMs: performance.now() - startedMs,
        paid,
        failed,
        endedAt: clock.now(),
      });
    let result: unknown;
    try {
      result = day !== undefined && job.runForDay ? await job.runForDay(day) : await job.run();
    } catch (error) {
      measure(0, 1);
      await finishJobRun(db, id, {
        finishedAt: clock.now().toISOString(),
        state: 'failed',
        itemsPaid: 0,
        failures: 1,
        kept: [failureOf('job', error)],
      });
      throw error;
    } finally {
      release();
    }
    const { itemsPaid, failed } = outcomeOf(result);
    measure(itemsPaid, failed.length);
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
      const recorded = await record(undefined, 'schedule');
      return 'skipped' in recorded ? recorded : recorded.result;
    },
    async rerun(businessDay, trigger) {
      const today = businessDate(clock.now(), await settings.get('business.time_zone'));
      if (businessDay > today) throw new AppError('parameter_error');
      let recorded: Awaited<ReturnType<typeof record>>;
      try {
        recorded = await record(businessDay, trigger);
      } catch (error) {
        log.error({ err: error, job: job.name, businessDay }, 'job re-run failed');
        const failedRun = await latestFinishedRun(db, job.name, businessDay, 0);
        if (!failedRun) throw error;
        return failedRun;
      }
      // A run of the job is going on (here or on another node): the operator asks again once it ends.
      if ('skipped' in recorded) throw new AppError('job_running');
      const run = await findJobRun(db, recorded.id);
      if (!run) throw new Error(`job run ${recorded.id} vanished`);
      return run;
    },
  };
}
