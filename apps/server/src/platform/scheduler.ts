import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs periodic jobs in this process. Every node ticks; the job recorder (platform/jobs) lets one run
 * of a job go at a time over all nodes. Jobs must still be idempotent per (item, day) through unique
 * keys, so a catch-up after downtime, a re-run, or a run that outlived its claim pays once.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
  /** Settles a business day (income, expiries, returns, the reconcile): the dashboard watches it. */
  daily?: boolean;
  /**
   * Runs the job as it would have run on a past business day (a re-run from the console); a job
   * without it runs as now, which for a catch-up job covers every day up to today.
   */
  runForDay?(businessDay: string): Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
  /** Runs every job once now, in order (used at start-up and by tests). */
  runAll(): Promise<void>;
}

/** True when a job's result reports any non-zero count (items paid, callbacks sent...). */
function didSomething(result: unknown): boolean {
  if (typeof result === 'number') return result > 0;
  if (typeof result !== 'object' || result === null) return false;
  return Object.values(result).some((value) => didSomething(value));
}

/** A result that says something is wrong (`ok: false`, as the daily reconcile answers). */
function reportsTrouble(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'ok' in result && result.ok === false;
}

export function createScheduler(jobs: Job[], log: FastifyBaseLogger): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();

  function runJob(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const promise = job
      .run()
      .then((result) => {
        // Most runs find nothing to do; those stay at debug so the log shows the runs that acted.
        const level = reportsTrouble(result) ? 'warn' : didSomething(result) ? 'info' : 'debug';
        log[level]({ job: job.name, ms: Date.now() - started, result }, 'job finished');
      })
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, promise);
    return promise;
  }

  return {
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => void runJob(job), job.intervalMs);
        timer.unref();
        timers.push(timer);
        void runJob(job);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
    async runAll() {
      for (const job of jobs) await runJob(job);
    },
  };
}
