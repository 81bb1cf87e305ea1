import { sql, type Kysely } from 'kysely';
import { portable } from '../portable.js';

/**
 * One node runs a job at a time: a run is claimed by its `running` row, which is unique per job, and
 * holds the claim while its lease is renewed. A node that dies leaves the row, whose lease runs out;
 * the next claimer marks it failed and takes over (platform/jobs/job-claims.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = portable(db);
  await db.schema.alterTable('job_runs').addColumn('lease_until', t.timestamp).execute();
  // Runs left `running` by a node that stopped before claims existed can never finish now.
  await sql`update job_runs set state = 'failed', finished_at = started_at, failures = 1,
      failure_reasons_json = '[{"item":"job","reason":"the node stopped before the run finished"}]'
    where state = 'running'`.execute(db);
  await sql`create unique index job_runs_one_running on job_runs (job) where state = 'running'`.execute(db);
}
