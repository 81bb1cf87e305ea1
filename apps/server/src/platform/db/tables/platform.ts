import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** Whose key it is: `member:<id>` or `operator:<id>`. */
  owner: string;
  key: string;
  request_hash: string;
  response_json: string | null;
  created_at: string;
}

export interface ReconcileRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  ok: number;
  /** Differences found (mismatched wallets, unbalanced units and transfers, broken chains, negatives). */
  differences: Generated<number>;
  /** `cli`, `job` or `seed`. */
  source: Generated<string>;
  report_json: string;
}

export interface PlatformTables {
  settings: SettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  reconcile_runs: ReconcileRunsTable;
}
