import type { Minor } from '@cloudmine/api';
import type { Generated } from 'kysely';

/** Funds, members' holdings and their daily income (unique per holding and business date). */
export interface FundsTable {
  id: Generated<number>;
  texts_json: string;
  image_urls_json: string;
  daily_rate_bps: number;
  term_days: number;
  min_amount_minor: Minor;
  max_amount_minor: Minor;
  max_times: number;
  total_cap_minor: Minor;
  /** Sum of every investment ever made; raised conditionally, never above the cap. */
  raised_minor: Generated<Minor>;
  required_vip_level: number;
  on_sale: number;
  created_at: string;
  updated_at: string;
}

export interface FundHoldingsTable {
  id: Generated<number>;
  member_id: number;
  fund_id: number;
  amount_minor: Minor;
  daily_rate_bps: number;
  daily_income_minor: Minor;
  term_days: number;
  status: 'active' | 'completed';
  invested_at: string;
  next_income_date: string | null;
  ends_on: string;
  days_paid: number;
  income_paid_minor: Minor;
  completed_at: string | null;
}

export interface FundIncomesTable {
  id: Generated<number>;
  holding_id: number;
  member_id: number;
  income_date: string;
  amount_minor: Minor;
  principal_minor: Minor;
  paid_at: string;
}

export interface FundsTables {
  funds: FundsTable;
  fund_holdings: FundHoldingsTable;
  fund_incomes: FundIncomesTable;
}
