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
}

export interface BankCardsTables {
  banks: BanksTable;
  bank_cards: BankCardsTable;
}
