import { toMinor, type Coupon, type Language, type Minor } from '@cloudmine/api';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { pickLanguage } from '../content/index.js';
import { findMemberCoupon, markCouponUsed, memberCoupons, type CouponRow } from './coupons-repository.js';

export type CouponStatus = Coupon['status'];

const storedTitles = z.object({
  en: z.string().optional(),
  zh: z.string().optional(),
  bd: z.string().optional(),
});
const storedProductIds = z.array(z.number().int());

/** A coupon's titles per language (`titles_json`). */
export function couponTitles(row: Pick<CouponRow, 'titles_json'>): Partial<Record<Language, string>> {
  return parseStoredJson(storedTitles, row.titles_json, 'coupons.titles_json');
}

/** The products a coupon is good for (`product_ids_json`), or null for any. */
function couponProductIds(row: Pick<CouponRow, 'product_ids_json'>): number[] | null {
  return row.product_ids_json === null
    ? null
    : parseStoredJson(storedProductIds, row.product_ids_json, 'coupons.product_ids_json');
}

function couponStatus(row: Pick<CouponRow, 'used_at' | 'expires_at'>, now: Date): CouponStatus {
  if (row.used_at !== null) return 'used';
  return row.expires_at <= now.toISOString() ? 'expired' : 'unused';
}

/** A coupon's terms and state as the member and the console both read them. */
export function couponTerms(row: CouponRow, now: Date) {
  return {
    valueMinor: row.value_minor,
    minSpendMinor: row.min_spend_minor,
    productIds: couponProductIds(row),
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    status: couponStatus(row, now),
  };
}

function toCoupon(row: CouponRow, language: Language, now: Date): Coupon {
  return { id: row.id, title: pickLanguage(couponTitles(row), language) ?? '', ...couponTerms(row, now) };
}

export interface RedeemInput {
  memberId: number;
  couponId: number;
  productId: number;
  /** The price the coupon reduces, in cents. */
  priceMinor: number;
  /** What it is used on, e.g. `mining_order:12`. */
  reference: string;
}

export interface CouponsService {
  /**
   * Checks a member's coupon against a purchase and marks it used, in the purchase's transaction.
   * Answers the discount (never more than the price). Refusals: coupon_missing (not theirs or no
   * such coupon), coupon_used, coupon_expired, not_eligible (minimum spend or product scope).
   */
  redeem(trx: Trx, input: RedeemInput): Promise<Minor>;
  /** Checks without using it, e.g. to show the price before confirming. */
  quote(db: Executor, input: Omit<RedeemInput, 'reference'>): Promise<Minor>;
  list(
    db: Executor,
    memberId: number,
    filter: { status: CouponStatus; beforeId?: number | undefined; limit: number; language: Language },
  ): Promise<Coupon[]>;
}

export function createCouponsService(deps: { clock: Clock }): CouponsService {
  async function check(
    db: Executor,
    input: Omit<RedeemInput, 'reference'>,
  ): Promise<{ row: CouponRow; discount: Minor }> {
    const row = await findMemberCoupon(db, input.memberId, input.couponId);
    if (!row) throw new AppError('coupon_missing');
    const status = couponStatus(row, deps.clock.now());
    if (status === 'used') throw new AppError('coupon_used');
    if (status === 'expired') throw new AppError('coupon_expired');
    if (input.priceMinor < row.min_spend_minor) throw new AppError('not_eligible');
    const scope = couponProductIds(row);
    if (scope !== null && !scope.includes(input.productId)) throw new AppError('not_eligible');
    return { row, discount: toMinor(Math.min(row.value_minor, input.priceMinor)) };
  }

  return {
    async quote(db, input) {
      return (await check(db, input)).discount;
    },

    async redeem(trx, input) {
      const { row, discount } = await check(trx, input);
      if (!(await markCouponUsed(trx, row.id, deps.clock.now().toISOString(), input.reference))) {
        throw new AppError('coupon_used');
      }
      return discount;
    },

    async list(db, memberId, filter) {
      const now = deps.clock.now();
      const rows = await memberCoupons(db, memberId, filter, now.toISOString());
      return rows.map((row) => toCoupon(row, filter.language, now));
    },
  };
}
