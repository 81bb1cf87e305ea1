import type { JobFailure } from '@cloudmine/api';

/**
 * What a job reports for its run record: how many items it paid (or wrote, or created) and which
 * items failed and why. Jobs add these two fields to their result; any other field is theirs.
 */
export interface JobOutcome {
  itemsPaid: number;
  failed: JobFailure[];
}

/** Failures kept per run with their reason; the count says how many there were in all. */
export const KEPT_FAILURES = 20;
const REASON_CHARS = 500;

export function failureOf(item: string, error: unknown): JobFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return { item, reason: reason.slice(0, REASON_CHARS) };
}

/** Reads the outcome fields of a job's result; a result without them paid nothing and failed nothing. */
export function outcomeOf(result: unknown): JobOutcome {
  if (typeof result !== 'object' || result === null) return { itemsPaid: 0, failed: [] };
  const itemsPaid = 'itemsPaid' in result && typeof result.itemsPaid === 'number' ? result.itemsPaid : 0;
  const failed = 'failed' in result && Array.isArray(result.failed) ? (result.failed as JobFailure[]) : [];
  return { itemsPaid, failed };
}
