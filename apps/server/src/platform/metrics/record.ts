import {
  groupCommitFlushSeconds,
  groupCommitUnits,
  groupCommitWaitSeconds,
  settlementItems,
  settlementLastSuccess,
  settlementSeconds,
} from './registry.js';

/**
 * What other code records, one call each: the database drivers (group commit, pools) and the
 * settlement jobs. Durations are in milliseconds here, as the callers measure them.
 */
export type EngineLabel = 'sqlite' | 'postgres';

/** One group commit: how many units it made durable and how long its commit took. */
export function recordGroupCommit(engine: EngineLabel, units: number, flushMs: number): void {
  groupCommitUnits.observe({ engine }, units);
  groupCommitFlushSeconds.observe({ engine }, flushMs / 1000);
}

/** How long one unit waited for the writer (or its batch) before it ran. */
export function recordGroupCommitWait(engine: EngineLabel, waitedMs: number): void {
  groupCommitWaitSeconds.observe({ engine }, waitedMs / 1000);
}

export interface SettlementRun {
  /** The job's name, e.g. `mall-settlement`. */
  job: string;
  durationMs: number;
  paid: number;
  failed: number;
  /** When the run ended (the injected clock's instant). */
  endedAt: Date;
}

/** One settlement run: its duration, items paid and failed, and (without failures) its success time. */
export function recordSettlementRun(run: SettlementRun): void {
  settlementSeconds.observe({ job: run.job }, run.durationMs / 1000);
  settlementItems.inc({ job: run.job, outcome: 'paid' }, run.paid);
  settlementItems.inc({ job: run.job, outcome: 'failed' }, run.failed);
  if (run.failed === 0) settlementLastSuccess.set({ job: run.job }, run.endedAt.getTime() / 1000);
}
