import type { Minor } from '@cloudmine/api';
import type { Generated } from 'kysely';

/** Pledge products, members' pledges and their daily rewards (unique per pledge and business date). */
export interface PledgeProductsTable {
  id: Generated<number>;
  texts_json: string;
  image_urls_json: string;
  term_days: number;
  daily_rate_bps: number;
  min_amount_minor: Minor;
  max_per_member_minor: Minor;
  required_vip_level: number;
  on_sale: number;
  created_at: string;
  updated_at: string;
}

export type HoldingStatus = 'active' | 'completed';

export interface PledgesTable {
  id: Generated<number>;
  member_id: number;
  product_id: number;
  principal_minor: Minor;
  daily_rate_bps: number;
  daily_reward_minor: Minor;
  term_days: number;
  status: HoldingStatus;
  pledged_at: string;
  next_reward_date: string | null;
  ends_on: string;
  days_paid: number;
  rewards_paid_minor: Minor;
  completed_at: string | null;
}

export interface PledgeRewardsTable {
  id: Generated<number>;
  pledge_id: number;
  member_id: number;
  reward_date: string;
  amount_minor: Minor;
  /** The principal returned with the last day's reward; 0 on other days. */
  principal_minor: Minor;
  paid_at: string;
}

export interface PledgeTables {
  pledge_products: PledgeProductsTable;
  pledges: PledgesTable;
  pledge_rewards: PledgeRewardsTable;
}
