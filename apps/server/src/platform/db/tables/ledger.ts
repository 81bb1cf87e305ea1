import type { Generated } from 'kysely';

export interface WalletsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'balance' | 'team_balance' | 'points';
  balance_minor: number;
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
 * platform account. The legs of a transfer sum to zero.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  wallet_id: number | null;
  member_id: number | null;
  wallet_kind: 'balance' | 'team_balance' | 'points' | null;
  platform_account: string | null;
  unit: 'usd' | 'points';
  amount_minor: number;
  balance_after_minor: number | null;
  type: number;
  reference_kind: string;
  reference_id: string;
  created_at: string;
}

export interface LedgerTables {
  wallets: WalletsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}
