import { jobFailure, type JobFailure, type JobRun, type JobRunState } from '@cloudmine/api';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { parseStoredJson } from '../db/stored-json.js';
import type { Executor } from '../db/transaction.js';
import type { JobRunsTable } from '../db/tables/jobs.js';
import { adminPage } from '../http/paging.js';
import type { Selectable } from 'kysely';

type Row = Selectable<JobRunsTable>;

const storedFailures = z.array(jobFailure);

function toJobRun(row: Row): JobRun {
  return {
    id: row.id,
    job: row.job,
    businessDay: row.business_day,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    state: row.state as JobRunState,
    itemsPaid: row.items_paid,
    failures: row.failures,
    failureReasons: parseStoredJson(
      storedFailures,
      row.failure_reasons_json,
      'job_runs.failure_reasons_json',
    ),
    nodeId: row.node_id,
    trigger: row.trigger,
    runs: row.runs,
  };
}

/** Why a run whose claim lapsed is failed: its node stopped renewing it (killed, hung, cut off). */
export const LAPSED_CLAIM_REASON = 'the node running it stopped before it finished (its claim lapsed)';

/**
 * Claims a run of `job` for this node: its `running` row, unique per job, is inserted only when no
 * other run of the job holds a live claim; a run whose lease has passed is failed first, so a dead
 * node blocks the job no longer than its lease. Answers the run's id, or nothing when another run
 * holds the job.
 */
export async function claimJobRun(
  db: Database,
  run: {
    job: string;
    businessDay: string;
    startedAt: string;
    nodeId: string;
    trigger: string;
    leaseUntil: string;
  },
): Promise<number | undefined> {
  await db
    .updateTable('job_runs')
    .set({
      state: 'failed',
      finished_at: run.startedAt,
      failures: 1,
      failure_reasons_json: JSON.stringify([{ item: 'job', reason: LAPSED_CLAIM_REASON }]),
    })
    .where('job', '=', run.job)
    .where('state', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', run.startedAt)]))
    .execute();
  const row = await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      business_day: run.businessDay,
      started_at: run.startedAt,
      state: 'running',
      node_id: run.nodeId,
      trigger: run.trigger,
      lease_until: run.leaseUntil,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Extends a running run's claim; answers whether it still held (false once another node took over). */
export async function renewJobClaim(db: Database, id: number, leaseUntil: string): Promise<boolean> {
  const renewed = await db
    .updateTable('job_runs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** The node holding `job` now, if any run holds it. */
export async function claimHolder(db: Executor, job: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_runs')
    .select('node_id')
    .where('job', '=', job)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return row?.node_id;
}

export async function finishJobRun(
  db: Database,
  id: number,
  end: { finishedAt: string; state: JobRunState; itemsPaid: number; failures: number; kept: JobFailure[] },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      finished_at: end.finishedAt,
      state: end.state,
      items_paid: end.itemsPaid,
      failures: end.failures,
      failure_reasons_json: JSON.stringify(end.kept),
    })
    .where('id', '=', id)
    .execute();
}

/** The latest finished run of a job for a day other than `exceptId`, to fold a repeat into. */
export async function latestFinishedRun(
  db: Database,
  job: string,
  businessDay: string,
  exceptId: number,
): Promise<JobRun | undefined> {
  const row = await db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .where('business_day', '=', businessDay)
    .where('id', '!=', exceptId)
    .where('state', '!=', 'running')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toJobRun(row);
}

/** Folds a quiet repeat into the earlier run: the later finish, one more tick; the repeat's row goes. */
export async function foldJobRun(
  db: Database,
  intoId: number,
  dropId: number,
  finishedAt: string,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set((eb) => ({ finished_at: finishedAt, runs: eb('runs', '+', 1) }))
    .where('id', '=', intoId)
    .execute();
  await db.deleteFrom('job_runs').where('id', '=', dropId).execute();
}

export async function findJobRun(db: Executor, id: number): Promise<JobRun | undefined> {
  const row = await db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toJobRun(row);
}

/** Each job's latest run of a day. */
export async function latestRunsOfDay(db: Executor, businessDay: string): Promise<Map<string, JobRun>> {
  const rows = await db
    .selectFrom('job_runs')
    .selectAll()
    .where('business_day', '=', businessDay)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('job_runs')
        .select((e) => e.fn.max('id').as('id'))
        .where('business_day', '=', businessDay)
        .groupBy('job'),
    )
    .execute();
  return new Map(rows.map((row) => [row.job, toJobRun(row)]));
}

/** Whether a job completed a run for a day. */
export async function completedJobDays(db: Executor, job: string, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db
    .selectFrom('job_runs')
    .select('business_day')
    .distinct()
    .where('job', '=', job)
    .where('state', '=', 'completed')
    .where('business_day', 'in', days)
    .execute();
  return new Set(rows.map((row) => row.business_day));
}

/** The first business day a job recorded a run for; none before it ever ran. */
export async function firstJobDay(db: Executor, job: string): Promise<string | null> {
  const row = await db
    .selectFrom('job_runs')
    .select((eb) => eb.fn.min('business_day').as('day'))
    .where('job', '=', job)
    .executeTakeFirst();
  return row?.day ?? null;
}

/** The runs of a job from a business day on, oldest first (what a member's income days are read against). */
export async function jobRunsSince(db: Executor, job: string, fromDay: string): Promise<JobRun[]> {
  const rows = await db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .where('business_day', '>=', fromDay)
    .orderBy('id')
    .execute();
  return rows.map(toJobRun);
}

export function listJobRuns(
  db: Executor,
  input: {
    page: number;
    pageSize: number;
    job?: string | undefined;
    businessDay?: string | undefined;
    state?: JobRunState | undefined;
  },
) {
  const query = db
    .selectFrom('job_runs')
    .$if(input.job !== undefined, (q) => q.where('job', '=', input.job ?? ''))
    .$if(input.businessDay !== undefined, (q) => q.where('business_day', '=', input.businessDay ?? ''))
    .$if(input.state !== undefined, (q) => q.where('state', '=', input.state ?? 'running'));
  return adminPage(query, input, (q) => q.selectAll().orderBy('id', 'desc'), toJobRun);
}

/** A finished run written whole (demo history for the console; real runs go through the recorder). */
export async function insertFinishedJobRun(
  db: Database,
  run: Omit<JobRun, 'id' | 'finishedAt' | 'runs'> & { finishedAt: string },
): Promise<void> {
  await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      business_day: run.businessDay,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      state: run.state,
      items_paid: run.itemsPaid,
      failures: run.failures,
      failure_reasons_json: JSON.stringify(run.failureReasons),
      node_id: run.nodeId,
      trigger: run.trigger,
    })
    .execute();
}
