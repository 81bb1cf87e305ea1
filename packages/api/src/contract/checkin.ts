import { z } from 'zod';
import { businessDate, idempotencyKey, timestamp } from './common.js';
import { defineCall } from './define.js';

export const checkinDay = z.object({
  date: businessDate,
  /** Points paid that day, the streak reward included. */
  points: z.number().int(),
  /** The streak that day reached (1 on a first day or after a missed day). */
  streakDay: z.number().int(),
  streakReward: z.boolean(),
});
export type CheckinDay = z.infer<typeof checkinDay>;

export const checkinStatus = defineCall({
  method: 'POST',
  path: '/api/auth/checkin/status',
  auth: 'member',
  summary:
    "Today's business date, whether the member checked in, the current streak, the rewards and the month's calendar",
  request: z.object({
    /** The calendar month to show (YYYY-MM); the current business month when absent. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  response: z.object({
    today: businessDate,
    checkedInToday: z.boolean(),
    /** Consecutive days up to today (or yesterday when today is still open); 0 when the streak broke. */
    streakDays: z.number().int(),
    /** Days of the streak cycle the reward is paid on (CHECKIN_STREAK_DAYS). */
    streakTarget: z.number().int(),
    pointsPerDay: z.number().int(),
    streakRewardPoints: z.number().int(),
    /** Points the next check-in pays, the streak reward included when it completes a cycle. */
    nextCheckinPoints: z.number().int(),
    month: z.string(),
    days: z.array(checkinDay),
  }),
});

export const checkinDo = defineCall({
  method: 'POST',
  path: '/api/auth/checkin/do',
  auth: 'member',
  moneyMoving: true,
  summary:
    'Check in for today (once per business day): points per day, plus the streak reward every 7th consecutive day',
  request: z.object({ idempotencyKey }),
  response: checkinDay.extend({
    pointsBalance: z.number().int(),
    checkedInAt: timestamp,
  }),
});
