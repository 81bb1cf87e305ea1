import { z } from 'zod';
import { businessDate, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const JOB_RUN_STATES = ['running', 'completed', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

export const jobFailure = z.object({
  /** What failed: `mining_order:12`, or `job` when the whole run threw. */
  item: z.string(),
  reason: z.string(),
});
export type JobFailure = z.infer<typeof jobFailure>;

export const jobRun = z.object({
  id: z.number().int(),
  job: z.string(),
  businessDay: businessDate,
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  state: z.enum(JOB_RUN_STATES),
  itemsPaid: z.number().int(),
  failures: z.number().int(),
  /** The first failures of the run with their reasons (`failures` counts them all). */
  failureReasons: z.array(jobFailure),
  nodeId: z.string(),
  /** `schedule`, or `operator:<id>` for a re-run asked for in the console. */
  trigger: z.string(),
  /** Scheduled ticks folded into this row because they repeated its outcome. */
  runs: z.number().int(),
});
export type JobRun = z.infer<typeof jobRun>;

export const adminJobRunsList = defineCall({
  method: 'POST',
  path: '/api/admin/jobs/runs/list',
  auth: 'operator',
  permission: 'dashboard.read',
  summary: 'Runs of the scheduled jobs, newest first, filtered by job, business day and state',
  request: adminPageRequest.extend({
    job: z.string().max(64).optional(),
    businessDay: businessDate.optional(),
    state: z.enum(JOB_RUN_STATES).optional(),
  }),
  response: adminPageOf(jobRun),
});

/** How many business days before today the dashboard checks for a daily job's missing runs. */
export const JOB_MISSED_DAYS_LOOKBACK = 3;

export const jobStatus = z.object({
  name: z.string(),
  /** Settles a business day (income, expiries, returns, reconcile): the dashboard watches it. */
  daily: z.boolean(),
  lastRun: jobRun.nullable(),
  /**
   * `failed`: today's latest run failed (wholly or on some items); `not_completed`: no run completed
   * for today although the job should have run by now; null: fine.
   */
  warning: z.enum(['failed', 'not_completed']).nullable(),
  /**
   * Of a daily job, the business days before today (the last `JOB_MISSED_DAYS_LOOKBACK`, from the
   * job's first recorded run on) with no completed run: re-run them from the jobs page.
   */
  missedDays: z.array(businessDate),
});
export type JobStatus = z.infer<typeof jobStatus>;

export const adminJobsList = defineCall({
  method: 'POST',
  path: '/api/admin/jobs/list',
  auth: 'operator',
  permission: 'dashboard.read',
  summary: 'Every scheduled job with its latest run today and a warning when it has not completed',
  request: z.object({}),
  response: z.object({
    businessDay: businessDate,
    /** Whether the scheduler runs the jobs (`jobs.enabled`); a re-run works either way. */
    enabled: z.boolean(),
    jobs: z.array(jobStatus),
  }),
});

export const adminJobRerun = defineCall({
  method: 'POST',
  path: '/api/admin/jobs/rerun',
  auth: 'operator',
  permission: 'settings.manage',
  summary:
    'Runs a job again for a business day (today or earlier); idempotent per item and day, so only what is still unpaid is paid',
  audit: ['jobs.rerun'],
  request: z.object({ job: z.string().min(1).max(64), businessDay: businessDate, reason }),
  response: jobRun,
});
