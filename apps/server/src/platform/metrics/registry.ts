import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in one registry served at `GET /metrics` (docs/operations.md#metrics).
 * One per process, not per app: the database drivers and jobs record into it without being handed
 * anything, and a process runs one node. Names carry their unit, as Prometheus expects.
 */
export const registry = new Registry();

// Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*), sampled at scrape.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

/** Latency buckets of an API call, from a cached read to a slow money write. */
const CALL_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestSeconds = new Histogram({
  name: 'cloudmine_http_request_duration_seconds',
  help: 'Time from receiving a request to answering it, by method, route path and HTTP status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: CALL_SECONDS,
  registers: [registry],
});

export const answeredErrors = new Counter({
  name: 'cloudmine_api_errors_total',
  help: 'Answers that are not a success, by route path and catalogue key (business refusals, 403, transport faults, server_error).',
  labelNames: ['route', 'key'] as const,
  registers: [registry],
});

/** A histogram of the group commit (the one writer that makes transactions durable), by engine. */
function groupCommitHistogram(name: string, help: string, buckets: number[]) {
  return new Histogram({ name, help, labelNames: ['engine'] as const, buckets, registers: [registry] });
}

export const groupCommitUnits = groupCommitHistogram(
  'cloudmine_group_commit_units',
  'Units of work (transactions) made durable by one group commit.',
  [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
);

export const groupCommitFlushSeconds = groupCommitHistogram(
  'cloudmine_group_commit_flush_seconds',
  'Time one group commit took (the disk flush of the whole group).',
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
);

export const groupCommitWaitSeconds = groupCommitHistogram(
  'cloudmine_group_commit_wait_seconds',
  'Time a unit of work waited for its turn on the writer before it could run.',
  [0.0001, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
);

export const settlementSeconds = new Histogram({
  name: 'cloudmine_settlement_duration_seconds',
  help: 'Duration of one settlement run (daily income of mining orders, pledges or funds), by job.',
  labelNames: ['job'] as const,
  buckets: [0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 600, 1800],
  registers: [registry],
});

export const settlementItems = new Counter({
  name: 'cloudmine_settlement_items_total',
  help: 'Items settled by settlement runs, by job and outcome (paid, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const settlementLastSuccess = new Gauge({
  name: 'cloudmine_settlement_last_success_timestamp_seconds',
  help: 'When a settlement run of the job last completed without a failed item (Unix seconds).',
  labelNames: ['job'] as const,
  registers: [registry],
});
