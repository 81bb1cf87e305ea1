import type { Generated } from 'kysely';
import type { ChannelKind, Minor, ReviewState } from '@cloudmine/api';

/**
 * Units: `credit_minor` is US cents (`Minor`). The other `*_minor` columns here count the minor units
 * of a channel's own currency (BDT paisa, USDT cents…) and stay plain numbers on purpose: only
 * `convertToUsd` at the order's rate turns them into cents, so they cannot reach the ledger unconverted.
 */

/** Operator data: where members can pay in, in which currency, at which rate and within which limits. */
export interface PaymentChannelsTable {
  id: Generated<number>;
  name: string;
  /** The name per language as JSON `{"zh":…,"en":…,"bd":…}`; null: `name` in every language. */
  names_json: string | null;
  kind: ChannelKind;
  currency: string;
  /** US dollars per unit of `currency` × 10^8 (money.ts `convertToUsd`). */
  rate: number;
  /** Per-order limits, in the channel currency's minor units (not cents: see the note above). */
  min_minor: number;
  max_minor: number;
  /** Bank account details or the platform's USDT address (manual kinds). */
  payee: string | null;
  enabled: number;
  collection_prohibited: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** One recharge order. Its amount, rate and credit are fixed when it is opened. */
export interface RechargesTable {
  id: Generated<number>;
  /** Our order number, the one the gateway knows. */
  order_no: string;
  member_id: number;
  channel_id: number;
  channel_kind: ChannelKind;
  currency: string;
  /** Asked, in the channel currency's minor units (not cents). */
  amount_minor: number;
  rate: number;
  /** Credited to the balance on success, in US cents. */
  credit_minor: Minor;
  state: ReviewState;
  payer_reference: string | null;
  /** 1 on the member's first credited recharge; a partial unique index allows one per member. */
  is_first: number;
  /** The first-recharge bonus credited with it, in cents (type 10); 0 when none. */
  bonus_minor: Generated<Minor>;
  /** The bonus points credited with it (type 20). */
  bonus_points: Generated<number>;
  gateway_trade_no: string | null;
  failure_reason: string | null;
  /** `gateway:<kind>` or `operator:<id>`. */
  resolved_by: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** Every verified callback a gateway delivered and what it did: credited, failed, duplicate… */
export interface PaymentCallbacksTable {
  id: Generated<number>;
  gateway: string;
  order_no: string;
  outcome: string;
  detail: string | null;
  received_at: string;
}

/**
 * The sandbox gateway's own books: its payment for one of our orders and, once the tester decided,
 * the callback it owes us. Rows decided but not delivered are its outbox.
 */
export interface SandboxPaymentsTable {
  id: Generated<number>;
  order_no: string;
  /** In `currency`'s minor units, as the order asked. */
  amount_minor: number;
  currency: string;
  state: 'pending' | 'paid' | 'failed';
  trade_no: string;
  decided_at: string | null;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_status: number | null;
  created_at: string;
}

export interface RechargeTables {
  payment_channels: PaymentChannelsTable;
  recharges: RechargesTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_payments: SandboxPaymentsTable;
}
