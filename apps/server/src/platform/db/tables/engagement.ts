import type { Minor, Points } from '@cloudmine/api';
import type { Generated } from 'kysely';

/** One row per member and business day: the unique pair is what makes a second check-in fail. */
export interface CheckinsTable {
  id: Generated<number>;
  member_id: number;
  business_date: string;
  streak_day: number;
  points: Points;
  streak_reward: number;
  created_at: string;
}

/** One exchange: whole dollars (in cents) against points, both legs of one transfer. */
export interface ScoreExchangesTable {
  id: Generated<number>;
  member_id: number;
  direction: 'balance_to_points' | 'points_to_balance';
  amount_minor: Minor;
  points: Points;
  created_at: string;
}

/** Team balance moved to the balance: `amount_minor` taken, `fee_minor` of it kept by the platform. */
export interface BalanceConversionsTable {
  id: Generated<number>;
  member_id: number;
  amount_minor: Minor;
  fee_minor: Minor;
  created_at: string;
}

/** Names per language as JSON. `stock` null is unlimited. Prizes are deactivated, never deleted. */
export interface LotteryPrizesTable {
  id: Generated<number>;
  names_json: string;
  kind: 'points' | 'balance' | 'nothing';
  points: Points;
  amount_minor: Minor;
  weight: number;
  stock: number | null;
  image_url: string;
  sort_order: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  member_id: number;
  prize_id: number;
  kind: 'points' | 'balance' | 'nothing';
  points_won: Points;
  amount_minor_won: Minor;
  cost_points: Points;
  created_at: string;
}

export interface RedpackCodesTable {
  id: Generated<number>;
  /** Upper case; members type it in any case. */
  code: string;
  total_minor: Minor | null;
  total_count: number | null;
  claimed_minor: Minor;
  claimed_count: number;
  per_claim_min_minor: Minor;
  per_claim_max_minor: Minor;
  starts_at: string;
  ends_at: string;
  min_vip_level: number;
  member_id: number | null;
  status: 'active' | 'paused' | 'ended' | 'revoked';
  created_at: string;
}

export interface RedpackClaimsTable {
  id: Generated<number>;
  code_id: number;
  member_id: number;
  amount_minor: Minor;
  created_at: string;
}

/** `member_id` null is a message to every member registered when it was sent. */
export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number | null;
  texts_json: string;
  created_at: string;
}

export interface MessageReadsTable {
  message_id: number;
  member_id: number;
  read_at: string;
}

export interface EngagementTables {
  checkins: CheckinsTable;
  score_exchanges: ScoreExchangesTable;
  balance_conversions: BalanceConversionsTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_draws: LotteryDrawsTable;
  redpack_codes: RedpackCodesTable;
  redpack_claims: RedpackClaimsTable;
  member_messages: MemberMessagesTable;
  message_reads: MessageReadsTable;
}
