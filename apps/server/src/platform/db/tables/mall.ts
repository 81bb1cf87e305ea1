import type { Minor } from '@cloudmine/api';
import type { Generated } from 'kysely';

/**
 * Mining machines: operator products, members' orders, daily payouts and team rebates. Product texts
 * are JSON `{ "name": {en, zh, bd}, "description": {en, zh, bd} }`; image URLs a JSON array. Every
 * daily payout is a row unique per (order, business date), so a second settlement run, a catch-up
 * after downtime or the job on several nodes at once cannot pay a day twice.
 */

/** Running total a member has invested (machines paid, principal pledged, amounts put in funds). */
export interface MemberInvestmentsTable {
  member_id: number;
  total_minor: Minor;
  updated_at: string;
}

export interface MiningProductsTable {
  id: Generated<number>;
  texts_json: string;
  image_urls_json: string;
  price_minor: Minor;
  daily_income_minor: Minor;
  term_days: number;
  /** Machines not yet handed to a stock slot; slots refill from it in batches. */
  reserve_stock: number;
  max_per_member: number | null;
  required_vip_level: number;
  prerequisite_product_id: number | null;
  /** Activated team members (levels 1-3) a buyer needs; 0: none. */
  min_active_team: Generated<number>;
  on_sale: number;
  created_at: string;
  updated_at: string;
}

/**
 * Machines ready to sell, in a few slots per product that purchases take from in parallel
 * (`modules/mall/mall-stock-repository.ts`). A product's stock is its reserve plus its slots.
 */
export interface MiningProductStockTable {
  product_id: number;
  slot: number;
  stock: number;
  sold_quantity: number;
}

export type MiningOrderStatus = 'incomplete' | 'running' | 'completed' | 'expired' | 'sold';

export interface MiningOrdersTable {
  id: Generated<number>;
  member_id: number;
  product_id: number;
  quantity: number;
  unit_price_minor: Minor;
  /** unit price × quantity */
  price_minor: Minor;
  discount_minor: Minor;
  paid_minor: Minor;
  coupon_id: number | null;
  /** Income of the whole order per business day (product's daily income × quantity, at purchase). */
  daily_income_minor: Minor;
  term_days: number;
  status: MiningOrderStatus;
  purchased_at: string;
  start_by: string;
  sellable_until: string;
  started_at: string | null;
  /** Business date of the next income to pay; null until started and once finished. */
  next_income_date: string | null;
  /** Business date of the last income. */
  ends_on: string | null;
  days_paid: number;
  income_paid_minor: Minor;
  sold_at: string | null;
  refund_minor: Minor;
  /** Where the order came from besides the mall (e.g. `bargain`); unique with `source_id`. */
  source_kind: string | null;
  source_id: string | null;
}

export interface MiningPayoutsTable {
  id: Generated<number>;
  order_id: number;
  member_id: number;
  income_date: string;
  amount_minor: Minor;
  paid_at: string;
}

export interface TeamRebatesTable {
  id: Generated<number>;
  order_id: number;
  /** 1, 2 or 3: the upline's level above the buyer. */
  level: number;
  buyer_id: number;
  upline_id: number;
  base_minor: Minor;
  rate_bps: number;
  amount_minor: Minor;
  created_at: string;
}

export interface MallTables {
  member_investments: MemberInvestmentsTable;
  mining_products: MiningProductsTable;
  mining_product_stock: MiningProductStockTable;
  mining_orders: MiningOrdersTable;
  mining_payouts: MiningPayoutsTable;
  team_rebates: TeamRebatesTable;
}
