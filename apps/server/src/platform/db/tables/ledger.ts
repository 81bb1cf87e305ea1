import type { Minor, Points } from '@cloudmine/api';
import type { Generated } from 'kysely';

/**
 * An amount in a wallet's own unit: cents (`Minor`) on `balance` and `team_balance`, points
 * (`Points`) on `points`. The ledger reads it narrowed by wallet (`walletBalances`, `lockedBalance`).
 */
export type WalletAmount = Minor | Points;

export interface WalletsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'balance' | 'team_balance' | 'points';
  /** In the wallet's unit (see `WalletAmount`), despite the column's name. */
  balance_minor: WalletAmount;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  type: number;
  reference_kind: string;
  reference_id: string;
  memo: string | null;
  created_at: string;
}

/**
 * One leg of a transfer. Member legs carry the wallet and the balance after; platform legs carry the
 * platform account. The legs of a transfer sum to zero per unit.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  wallet_id: number | null;
  member_id: number | null;
  wallet_kind: 'balance' | 'team_balance' | 'points' | null;
  platform_account: string | null;
  /** Says what `amount_minor` and `balance_after_minor` count: cents (`usd`) or points. */
  unit: 'usd' | 'points';
  amount_minor: WalletAmount;
  balance_after_minor: WalletAmount | null;
  type: number;
  reference_kind: string;
  reference_id: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** Whose key it is: `member:<id>` or `operator:<id>`. */
  owner: string;
  key: string;
  request_hash: string;
  /** The first answer, read back through the caller's schema on a retry. */
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

/** The ledger's tables: every query naming one of them lives in `src/ledger/`. */
export interface LedgerTables {
  wallets: WalletsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  reconcile_runs: ReconcileRunsTable;
}
