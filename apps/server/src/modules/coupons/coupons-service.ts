import type { Coupon, Language } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { CouponsTable } from '../../platform/db/tables/coupons.js';
import { AppError } from '../../platform/errors.js';
import { pickLanguage } from '../content/content-repository.js';

export type CouponStatus = Coupon['status'];
type CouponRow = Selectable<CouponsTable>;

export function couponStatus(row: Pick<CouponRow, 'used_at' | 'expires_at'>, now: Date): CouponStatus {
  if (row.used_at !== null) return 'used';
  return row.expires_at <= now.toISOString() ? 'expired' : 'unused';
}

export function toCoupon(row: CouponRow, language: Language, now: Date): Coupon {
  return {
    id: row.id,
    title: pickLanguage(JSON.parse(row.titles_json) as Partial<Record<Language, string>>, language) ?? '',
    valueMinor: row.value_minor,
    minSpendMinor: row.min_spend_minor,
    productIds: row.product_ids_json === null ? null : (JSON.parse(row.product_ids_json) as number[]),
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    status: couponStatus(row, now),
  };
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
  redeem(trx: Trx, input: RedeemInput): Promise<number>;
  /** Checks without using it, e.g. to show the price before confirming. */
  quote(db: Executor, input: Omit<RedeemInput, 'reference'>): Promise<number>;
  list(
    db: Executor,
    memberId: number,
    filter: { status: CouponStatus; beforeId?: number; limit: number; language: Language },
  ): Promise<Coupon[]>;
}

export function createCouponsService(deps: { clock: Clock }): CouponsService {
  async function check(
    db: Executor,
    input: Omit<RedeemInput, 'reference'>,
  ): Promise<{ row: CouponRow; discount: number }> {
    const row = await db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', input.couponId)
      .where('member_id', '=', input.memberId)
      .executeTakeFirst();
    if (!row) throw new AppError('coupon_missing');
    const status = couponStatus(row, deps.clock.now());
    if (status === 'used') throw new AppError('coupon_used');
    if (status === 'expired') throw new AppError('coupon_expired');
    if (input.priceMinor < row.min_spend_minor) throw new AppError('not_eligible');
    const scope = row.product_ids_json === null ? null : (JSON.parse(row.product_ids_json) as number[]);
    if (scope !== null && !scope.includes(input.productId)) throw new AppError('not_eligible');
    return { row, discount: Math.min(row.value_minor, input.priceMinor) };
  }

  return {
    async quote(db, input) {
      return (await check(db, input)).discount;
    },

    async redeem(trx, input) {
      const { row, discount } = await check(trx, input);
      // Conditional: two purchases racing with one coupon cannot both use it.
      const result = await trx
        .updateTable('coupons')
        .set({ used_at: deps.clock.now().toISOString(), used_reference: input.reference })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('coupon_used');
      return discount;
    },

    async list(db, memberId, filter) {
      const now = deps.clock.now();
      const at = now.toISOString();
      const rows = await db
        .selectFrom('coupons')
        .selectAll()
        .where('member_id', '=', memberId)
        .$call((qb) => {
          if (filter.status === 'used') return qb.where('used_at', 'is not', null);
          const unused = qb.where('used_at', 'is', null);
          return filter.status === 'unused'
            ? unused.where('expires_at', '>', at)
            : unused.where('expires_at', '<=', at);
        })
        .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map((row) => toCoupon(row, filter.language, now));
    },
  };
}
