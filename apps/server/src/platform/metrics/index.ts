/**
 * Metrics (Prometheus, `GET /metrics`): what other code records, and how the app serves them.
 * docs/operations.md#metrics lists every metric and the alerts to set on them.
 */
export { recordGroupCommit, recordGroupCommitWait, recordSettlementRun } from './record.js';
export { watchPool } from './pool-metrics.js';
export { countRefusal, installRequestMetrics } from './http-metrics.js';
export { installMetricsEndpoint, LOOPBACK, parseCidr, type MetricsAccess } from './metrics-endpoint.js';
