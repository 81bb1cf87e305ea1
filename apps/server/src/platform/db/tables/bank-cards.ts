import type { Generated } from 'kysely';
import type { WithdrawalMethod } from '@cloudmine/api';

/** Operator's list of banks (and mobile wallets) members pick from when binding a card. */
export interface BanksTable {
  id: Generated<number>;
  name: string;
  enabled: number;
  sort_order: number;
  created_at: string;
}

/**
 * A member's withdrawal account: one bank card and one USDT address at most (unique member, method);
 * an account number or address belongs to one member only (unique method, account).
 */
export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  method: WithdrawalMethod;
  holder_name: string;
  phone: string | null;
  bank_id: number | null;
  /** The bank's name when bound, kept if the bank is renamed or hidden later. */
  bank_name: string | null;
  /** Card number (digits) or TRC20 address. */
  account: string;
  created_at: string;
  updated_at: string;
  /**
   * Withdrawals to this account are refused (`payout_account_held`) until then: set when the account
   * is changed, or bound again after the member deleted one of this method. Null: never held.
   */
  held_until: string | null;
}

export type PayoutAccountChangeKind = 'bound' | 'changed' | 'deleted';

/**
 * Every change of a member's withdrawal accounts, append-only: the operators' record of where
 * withdrawals were to be paid and when, and how the service knows a member had an account of a
 * method before (binding one again is held like an edit).
 */
export interface PayoutAccountChangesTable {
  id: Generated<number>;
  member_id: number;
  /** The card row changed; it may be gone since (deleted), so no foreign key. */
  card_id: number;
  method: WithdrawalMethod;
  kind: PayoutAccountChangeKind;
  /** The account after the change (bound, changed) or the one removed (deleted), unmasked. */
  holder_name: string;
  bank_name: string | null;
  account: string;
  /** The hold the change set on withdrawals to the account; null for none. */
  held_until: string | null;
  created_at: string;
}

export interface BankCardsTables {
  banks: BanksTable;
  bank_cards: BankCardsTable;
  payout_account_changes: PayoutAccountChangesTable;
}
