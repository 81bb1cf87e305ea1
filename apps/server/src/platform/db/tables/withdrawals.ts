import type { Generated } from 'kysely';
import type { Minor, ReviewState, WithdrawalMethod } from '@cloudmine/api';

/**
 * A withdrawal: the account it pays to is copied in, so a later edit or deletion of the card never
 * changes where an approved withdrawal went.
 */
export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  card_id: number | null;
  method: WithdrawalMethod;
  holder_name: string;
  phone: string | null;
  bank_name: string | null;
  account: string;
  /** Paid out, in cents. */
  amount_minor: Minor;
  /** Kept by the platform, in cents. */
  fee_minor: Minor;
  /** Reserved from the balance: amount + fee, in cents. */
  total_minor: Minor;
  state: ReviewState;
  /** The operator's reason for a rejection. */
  reason: string | null;
  origin: 'member' | 'banned_principal';
  /** Unique when set: makes system-created withdrawals (the banned principal return) happen once. */
  origin_key: string | null;
  /** Business date of the application, for the daily count. */
  business_date: string;
  created_at: string;
  resolved_at: string | null;
  /** Who resolved it: `operator:<id>` (or `system:demo-seed` in the demo data). */
  resolved_by: string | null;
}

/** Every state a withdrawal went through, who moved it and why. Append-only. */
export interface WithdrawalEventsTable {
  id: Generated<number>;
  withdrawal_id: number;
  from_state: ReviewState | null;
  to_state: ReviewState;
  /** `member:<id>`, `operator:<id>` or `system:<job>`. */
  actor: string;
  reason: string | null;
  created_at: string;
}

/** Applications per member and business day; a conditional increment enforces the daily count. */
export interface WithdrawalDailyCountsTable {
  member_id: number;
  business_date: string;
  count: number;
}

export interface WithdrawalsTables {
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
  withdrawal_daily_counts: WithdrawalDailyCountsTable;
}
