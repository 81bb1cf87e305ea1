import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs periodic jobs in this process. Jobs must be idempotent per (item, day) through unique keys,
 * so a catch-up after downtime, a second run, or the same job on several nodes pays once.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
  /** Runs every job once now, in order (used at start-up and by tests). */
  runAll(): Promise<void>;
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
      .then((result) => log.info({ job: job.name, ms: Date.now() - started, result }, 'job finished'))
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
