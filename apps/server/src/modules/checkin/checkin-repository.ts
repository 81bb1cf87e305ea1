import type { Insertable, Selectable } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { CheckinsTable } from '../../platform/db/tables/engagement.js';

export type CheckinRow = Selectable<CheckinsTable>;
type StreakMark = Pick<CheckinRow, 'business_date' | 'streak_day'>;

/** The member's latest check-in on or before `day`. */
export function lastCheckin(db: Executor, memberId: number, day: string): Promise<StreakMark | undefined> {
  return db
    .selectFrom('checkins')
    .select(['business_date', 'streak_day'])
    .where('member_id', '=', memberId)
    .where('business_date', '<=', day)
    .orderBy('business_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member's check-in of exactly `day`. */
export function checkinOn(db: Executor, memberId: number, day: string): Promise<StreakMark | undefined> {
  return db
    .selectFrom('checkins')
    .select(['business_date', 'streak_day'])
    .where('member_id', '=', memberId)
    .where('business_date', '=', day)
    .executeTakeFirst();
}

/** The member's check-ins of a month (`YYYY-MM`), in date order. */
export function checkinsOfMonth(db: Executor, memberId: number, month: string): Promise<CheckinRow[]> {
  return db
    .selectFrom('checkins')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('business_date', '>=', `${month}-01`)
    .where('business_date', '<=', `${month}-31`)
    .orderBy('business_date')
    .execute();
}

/**
 * Records a check-in; nothing when the member has one for that day already. The unique (member,
 * business date) pair decides races: on PostgreSQL a concurrent insert waits for the first to commit
 * and then inserts nothing; SQLite runs them one at a time.
 */
export function insertCheckin(trx: Trx, values: Insertable<CheckinsTable>): Promise<CheckinRow | undefined> {
  return trx
    .insertInto('checkins')
    .values(values)
    .onConflict((oc) => oc.columns(['member_id', 'business_date']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
