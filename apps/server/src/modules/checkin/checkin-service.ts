import {
  CHECKIN_STREAK_DAYS,
  FUND_RECORD_TYPES,
  checkinDo,
  toPoints,
  type CallResponse,
  type Points,
  type CheckinDay,
  memoText,
} from '@cloudmine/api';
import { requireInvestedOrRecharged, walletBalances, runOnceForMember } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import { addDays, businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { checkinsOfMonth, insertNextCheckin, lastCheckin, type CheckinRow } from './checkin-repository.js';
import type { checkinSettings } from './checkin-settings.js';

/** The streak reward falls on every CHECKIN_STREAK_DAYS-th consecutive day: 7, 14, 21... */
function isStreakRewardDay(streakDay: number): boolean {
  return streakDay > 0 && streakDay % CHECKIN_STREAK_DAYS === 0;
}

function toDay(row: CheckinRow): CheckinDay {
  return {
    date: row.business_date,
    points: row.points,
    streakDay: row.streak_day,
    streakReward: row.streak_reward === 1,
  };
}

export interface CheckinStatus {
  today: string;
  checkedInToday: boolean;
  streakDays: number;
  streakTarget: number;
  pointsPerDay: number;
  streakRewardPoints: number;
  nextCheckinPoints: number;
  month: string;
  days: CheckinDay[];
}

export interface CheckinService {
  status(memberId: number, month?: string): Promise<CheckinStatus>;
  /** Once per member and business day; refusal `checkin_already_today`. */
  checkIn(memberId: number, idempotencyKey: string): Promise<CallResponse<typeof checkinDo>>;
}

export function createCheckinService(deps: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: SettingsReader<typeof checkinSettings & typeof platformSettings>;
}): CheckinService {
  const { db, clock, ledger, settings } = deps;

  async function rewards() {
    return {
      perDay: await settings.get('checkin.points_per_day'),
      streakReward: await settings.get('checkin.streak_reward_points'),
    };
  }

  return {
    async status(memberId, month) {
      const now = clock.now();
      const today = businessDate(now, await settings.get('business.time_zone'));
      const shown = month ?? today.slice(0, 7);
      const { perDay, streakReward } = await rewards();
      const last = await lastCheckin(db, memberId, today);
      const checkedInToday = last?.business_date === today;
      const alive = checkedInToday || last?.business_date === addDays(today, -1);
      const streakDays = alive && last ? last.streak_day : 0;
      const next = streakDays + 1;
      const rows = await checkinsOfMonth(db, memberId, shown);
      return {
        today,
        checkedInToday,
        streakDays,
        streakTarget: CHECKIN_STREAK_DAYS,
        pointsPerDay: perDay,
        streakRewardPoints: streakReward,
        nextCheckinPoints: perDay + (isStreakRewardDay(next) ? streakReward : 0),
        month: shown,
        days: rows.map(toDay),
      };
    },

    async checkIn(memberId, idempotencyKey) {
      const now = clock.now();
      // Settings before the transaction: it holds its locks no longer than its own work, and a retry
      // of it decides with the same values.
      const today = businessDate(now, await settings.get('business.time_zone'));
      const { perDay, streakReward } = await rewards();
      const required = await settings.get('checkin.requires_investment_or_recharge');
      await requireInvestedOrRecharged(db, memberId, required);
      return runOnceForMember(
        db,
        { memberId, key: idempotencyKey, call: checkinDo, payload: {}, now },
        async (trx) => {
          // The streak continues yesterday's check-in, read by the insert itself. Nothing is inserted
          // when the member checked in today already (the unique pair decides races).
          const row = await insertNextCheckin(trx, {
            memberId,
            day: today,
            yesterday: addDays(today, -1),
            perDay: toPoints(perDay),
            rewardPoints: toPoints(streakReward),
            rewardEvery: CHECKIN_STREAK_DAYS,
            createdAt: now.toISOString(),
          });
          if (!row) throw new AppError('checkin_already_today');
          const reference = { kind: 'checkin', id: row.id };
          const postings = [
            { amount: perDay, memo: memoText('checkin', { date: today }) },
            {
              amount: row.streak_reward === 1 ? streakReward : 0,
              memo: memoText('checkinStreak', { day: row.streak_day }),
            },
          ];
          // The points wallet as the last posting left it; read only when nothing was posted.
          let pointsBalance: Points | undefined;
          for (const posting of postings) {
            if (posting.amount === 0) continue;
            const posted = await ledger.post(trx, {
              memberId,
              wallet: 'points',
              amount: toPoints(posting.amount),
              type: FUND_RECORD_TYPES.checkin_points,
              counterAccount: 'promotions',
              reference,
              memo: posting.memo,
            });
            if (posted.wallet === 'points') pointsBalance = posted.balanceAfter;
          }
          pointsBalance ??= (await walletBalances(trx, memberId)).points;
          return { ...toDay(row), pointsBalance, checkedInAt: row.created_at };
        },
      );
    },
  };
}
