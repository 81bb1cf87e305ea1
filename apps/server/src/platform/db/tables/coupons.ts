import type { Minor } from '@cloudmine/api';
import type { Generated } from 'kysely';

export interface CouponsTable {
  id: Generated<number>;
  member_id: number;
  /** `{ en, zh, bd }` */
  titles_json: string;
  value_minor: Minor;
  min_spend_minor: Minor;
  /** JSON array of product ids, or null for any product. */
  product_ids_json: string | null;
  expires_at: string;
  used_at: string | null;
  /** What it was used on, e.g. `mining_order:12`. */
  used_reference: string | null;
  created_at: string;
}

export interface CouponsTables {
  coupons: CouponsTable;
}
