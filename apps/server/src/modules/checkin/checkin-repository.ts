import type { Selectable } from 'kysely';
import { preparedQuery } from '../../platform/db/prepared-query.js';
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

const checkinOfDay = preparedQuery((db: Executor, memberId: number, day: string) =>
  db
    .selectFrom('checkins')
    .select(['business_date', 'streak_day'])
    .where('member_id', '=', memberId)
    .where('business_date', '=', day),
);

/** The member's check-in of exactly `day`. Built once: every check-in asks it. */
export async function checkinOn(
  db: Executor,
  memberId: number,
  day: string,
): Promise<StreakMark | undefined> {
  const [row] = await checkinOfDay(db, memberId, day);
  return row;
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

type NewCheckin = Pick<
  CheckinRow,
  'member_id' | 'business_date' | 'streak_day' | 'points' | 'streak_reward' | 'created_at'
>;

const insertCheckinRow = preparedQuery(
  (
    db: Executor,
    memberId: number,
    day: string,
    streakDay: number,
    points: CheckinRow['points'],
    streakReward: number,
    createdAt: string,
  ) =>
    db
      .insertInto('checkins')
      .values({
        member_id: memberId,
        business_date: day,
        streak_day: streakDay,
        points,
        streak_reward: streakReward,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'business_date']).doNothing())
      .returningAll(),
);

/**
 * Records a check-in; nothing when the member has one for that day already. The unique (member,
 * business date) pair decides races: on PostgreSQL a concurrent insert waits for the first to commit
 * and then inserts nothing; SQLite runs them one at a time. Built once: every check-in writes it.
 */
export async function insertCheckin(trx: Trx, values: NewCheckin): Promise<CheckinRow | undefined> {
  const [row] = await insertCheckinRow(
    trx,
    values.member_id,
    values.business_date,
    values.streak_day,
    values.points,
    values.streak_reward,
    values.created_at,
  );
  return row;
}
