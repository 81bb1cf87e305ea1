import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { CouponsTable } from '../../platform/db/tables/coupons.js';
import { adminPage } from '../../platform/http/paging.js';

export type CouponRow = Selectable<CouponsTable>;
export type CouponTab = 'unused' | 'used' | 'expired';

/** The coupons in one tab as of `at`: used; unused and still valid; unused and expired. */
function inTab<O>(qb: SelectQueryBuilder<DB, 'coupons', O>, status: CouponTab | undefined, at: string) {
  if (status === 'used') return qb.where('used_at', 'is not', null);
  if (status === 'unused') return qb.where('used_at', 'is', null).where('expires_at', '>', at);
  if (status === 'expired') return qb.where('used_at', 'is', null).where('expires_at', '<=', at);
  return qb;
}

export function findMemberCoupon(
  db: Executor,
  memberId: number,
  couponId: number,
): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('id', '=', couponId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Marks a coupon used, only if it is unused: two purchases racing with one coupon cannot both use it. */
export async function markCouponUsed(
  trx: Trx,
  couponId: number,
  at: string,
  reference: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set({ used_at: at, used_reference: reference })
    .where('id', '=', couponId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCoupons(trx: Trx, rows: Array<Insertable<CouponsTable>>): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('coupons').values(rows).execute();
}

/** A member's coupons in one tab (as of `at`), newest first, keyset-paged by id. */
export function memberCoupons(
  db: Executor,
  memberId: number,
  filter: { status: CouponTab; beforeId?: number | undefined; limit: number },
  at: string,
): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('member_id', '=', memberId)
    .$call((qb) => inTab(qb, filter.status, at))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Coupons by member and tab (as of `at`), newest first, for the console. */
export function couponsPage(
  db: Executor,
  input: { page: number; pageSize: number; memberId?: number | undefined; status?: CouponTab | undefined },
  at: string,
) {
  const base = db
    .selectFrom('coupons')
    .$if(input.memberId !== undefined, (qb) => qb.where('member_id', '=', input.memberId ?? 0))
    .$call((qb) => inTab(qb, input.status, at));
  return adminPage(
    base,
    input,
    (qb) => qb.selectAll().orderBy('id', 'desc'),
    (row) => row,
  );
}
