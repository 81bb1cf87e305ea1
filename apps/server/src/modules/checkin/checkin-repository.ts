import type { Points } from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import { everyColumn } from '../../platform/db/columns.js';
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

/** Every column, named: the inserts below are prepared statements (platform/db/columns.ts). */
const CHECKIN_COLUMNS = everyColumn<CheckinsTable>({
  id: true,
  member_id: true,
  business_date: true,
  streak_day: true,
  points: true,
  streak_reward: true,
  created_at: true,
});

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
      .returning(CHECKIN_COLUMNS),
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

/**
 * Today's check-in, continuing yesterday's streak (or day 1), with the streak reward on every
 * `rewardEvery`-th day (as `isStreakRewardDay` in checkin-service.ts decides it for the status page)
 * when `rewardPoints` is more than 0; nothing when the member has one for today already (as
 * `insertCheckin`). One statement where reading yesterday first was two: every check-in writes it.
 */
const insertNextCheckinRow = preparedQuery(
  (
    db: Executor,
    memberId: number,
    day: string,
    yesterday: string,
    perDay: Points,
    rewardPoints: Points,
    rewardEvery: number,
    createdAt: string,
  ) => {
    const yesterdays = db
      .selectFrom('checkins')
      .select('streak_day')
      .where('member_id', '=', memberId)
      .where('business_date', '=', yesterday);
    const streakDay = sql<number>`(coalesce((${yesterdays}), 0) + 1)`;
    const rewarded = sql<boolean>`(${streakDay} % ${rewardEvery} = 0 and ${rewardPoints} > 0)`;
    return db
      .insertInto('checkins')
      .values({
        member_id: memberId,
        business_date: day,
        streak_day: streakDay,
        points: sql<Points>`${perDay} + case when ${rewarded} then ${rewardPoints} else 0 end`,
        streak_reward: sql<number>`case when ${rewarded} then 1 else 0 end`,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'business_date']).doNothing())
      .returning(CHECKIN_COLUMNS);
  },
);

export async function insertNextCheckin(
  trx: Trx,
  checkin: {
    memberId: number;
    day: string;
    yesterday: string;
    perDay: Points;
    rewardPoints: Points;
    rewardEvery: number;
    createdAt: string;
  },
): Promise<CheckinRow | undefined> {
  const [row] = await insertNextCheckinRow(
    trx,
    checkin.memberId,
    checkin.day,
    checkin.yesterday,
    checkin.perDay,
    checkin.rewardPoints,
    checkin.rewardEvery,
    checkin.createdAt,
  );
  return row;
}
