import { z } from 'zod';
import { businessDate, empty, minorAmount, timestamp } from './common.js';
import { defineCall } from './define.js';

/** Where a member's income comes from: running machines, pledges, fund holdings and the team. */
export const EARNING_SOURCES = ['mining', 'pledge', 'fund', 'team'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** The ranges the earnings view offers, in business days ending today. */
export const EARNING_RANGES = [7, 30, 90] as const;
export type EarningRange = (typeof EARNING_RANGES)[number];

/** An amount of cents per source. */
export const bySource = z.object({
  mining: minorAmount,
  pledge: minorAmount,
  fund: minorAmount,
  team: minorAmount,
});
export type BySource = z.infer<typeof bySource>;

export const earningDay = bySource.extend({ date: businessDate });
export type EarningDay = z.infer<typeof earningDay>;

export const memberEarnings = defineCall({
  method: 'POST',
  path: '/api/auth/user/earnings',
  auth: 'member',
  summary:
    "The member's income per business day and source for the last 7/30/90 days, the range's totals, today's and all-time income",
  request: z.object({
    days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(7),
  }),
  response: z.object({
    /** Today in the business time zone: the last day of `days`. */
    businessDate,
    timeZone: z.string(),
    /** Oldest first, one entry per business day, days without income included as zeros. */
    days: z.array(earningDay),
    /** Sums of `days` per source. */
    rangeTotals: bySource,
    /** Income credited today (all sources). */
    todayMinor: minorAmount,
    /** Income credited since the account opened (all sources), and per source. */
    totalMinor: minorAmount,
    allTimeTotals: bySource,
  }),
});

export const HOLDING_KINDS = ['mining', 'pledge', 'fund'] as const;

export const earningHolding = z.object({
  kind: z.enum(HOLDING_KINDS),
  id: z.number().int(),
  /** The product's name in the member's language. */
  productName: z.string(),
  /** Paid for machines (all units), principal for pledges and funds, in cents. */
  amountMinor: minorAmount,
  quantity: z.number().int(),
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  daysPaid: z.number().int(),
  incomePaidMinor: minorAmount,
  /** When the next day's income becomes due (start of that business day); null when none is left. */
  nextPaymentAt: timestamp.nullable(),
  endsOn: businessDate.nullable(),
});
export type EarningHolding = z.infer<typeof earningHolding>;

export const memberHoldings = defineCall({
  method: 'POST',
  path: '/api/auth/user/earnings/holdings',
  auth: 'member',
  summary: "The member's running machines, pledges and fund holdings with their progress through the term",
  request: empty,
  response: z.object({ items: z.array(earningHolding) }),
});
