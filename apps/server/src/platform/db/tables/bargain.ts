import type { Minor } from '@cloudmine/api';
import type { Generated } from 'kysely';

/** A product put into the bargaining activity by an operator. */
export interface BargainEventsTable {
  id: Generated<number>;
  /** The mall product bought at the floor price. */
  product_id: number;
  /** `{ en, zh, bd }` */
  titles_json: string;
  original_price_minor: Minor;
  floor_price_minor: Minor;
  cuts_required: number;
  active: number;
  created_at: string;
}

export type StoredBargainStatus = 'open' | 'completed' | 'bought';

/** One member's bargain on an event; prices are copied from the event at the start. */
export interface BargainsTable {
  id: Generated<number>;
  event_id: number;
  initiator_id: number;
  product_id: number;
  original_price_minor: Minor;
  floor_price_minor: Minor;
  /** The current price; a CHECK keeps it at or above the floor. */
  price_minor: Minor;
  cuts_required: number;
  cuts_made: number;
  status: StoredBargainStatus;
  order_id: number | null;
  expires_at: string;
  created_at: string;
  completed_at: string | null;
  bought_at: string | null;
}

/** One cut; unique per (bargain, cutter), so each subordinate cuts once. */
export interface BargainCutsTable {
  id: Generated<number>;
  bargain_id: number;
  cutter_id: number;
  amount_minor: Minor;
  price_after_minor: Minor;
  created_at: string;
}

/** How many bargains a member started on an event: the limit is a conditional update on this row. */
export interface BargainQuotasTable {
  event_id: number;
  member_id: number;
  started: number;
}

export interface BargainTables {
  bargain_events: BargainEventsTable;
  bargains: BargainsTable;
  bargain_cuts: BargainCutsTable;
  bargain_quotas: BargainQuotasTable;
}
