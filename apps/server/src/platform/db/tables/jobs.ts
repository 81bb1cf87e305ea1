import type { Generated } from 'kysely';

/**
 * One run of a scheduled job (or a run an operator asked for), with what it paid and what failed.
 * Quiet scheduled ticks that repeat the previous outcome of the same day are folded into that row
 * (`runs`), so a job ticking every minute leaves one row per day and outcome, not 1,440.
 */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  /** The business day the run settled (YYYY-MM-DD in the business time zone). */
  business_day: string;
  started_at: string;
  finished_at: string | null;
  /** `running`, `completed` or `failed` (the job threw, or at least one item failed). */
  state: string;
  items_paid: Generated<number>;
  failures: Generated<number>;
  /** `[{ item, reason }]`, the first few failures of the run. */
  failure_reasons_json: Generated<string>;
  node_id: string;
  /** `schedule`, or `operator:<id>` for a re-run from the console. */
  trigger: string;
  /** Scheduled ticks folded into this row because they repeated its outcome. */
  runs: Generated<number>;
  /**
   * While `running`: until when the node's claim on the job holds. The node renews it as the run goes
   * on; once it has passed (the node died), the next claimer marks the run failed and takes over.
   */
  lease_until: string | null;
}

/** Owned by `platform/jobs`: only its repository queries this table. */
export interface JobsTables {
  job_runs: JobRunsTable;
}
