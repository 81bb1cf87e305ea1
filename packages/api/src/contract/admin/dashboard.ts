import { z } from 'zod';
import { businessDate, empty, minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';

/** A count and a sum in US cents, for a business day or for all time. */
const countAndAmount = z.object({ count: z.number().int(), amountMinor: minorAmount });

export const reconcileRun = z.object({
  id: z.number().int(),
  ranAt: timestamp,
  ok: z.boolean(),
  /** Number of differences found (transfers off zero, wallets off their postings, negative wallets). */
  differences: z.number().int(),
  /** `cli` (the reconcile command), `job` (the daily check) or `seed` (demo data). */
  source: z.string(),
});
export type ReconcileRun = z.infer<typeof reconcileRun>;

export const adminDashboardSummary = defineCall({
  method: 'POST',
  path: '/api/admin/dashboard/summary',
  auth: 'operator',
  permission: 'dashboard.read',
  summary:
    'Members, money in and out today and in total, pending reviews, member liabilities against the ledger, last reconcile',
  request: empty,
  response: z.object({
    /** The business day "today" refers to (operator's business time zone). */
    businessDate,
    members: z.object({ total: z.number().int(), newToday: z.number().int() }),
    /** Successful recharges, credited amount in US cents. */
    deposits: z.object({ today: countAndAmount, total: countAndAmount }),
    /** Successful (paid) withdrawals, the amount paid out in US cents (fees not included). */
    withdrawals: z.object({ today: countAndAmount, total: countAndAmount }),
    pendingReviews: z.object({
      withdrawals: countAndAmount,
      /** Recharges under review on manual channels (bank transfer, USDT) waiting for an operator. */
      recharges: countAndAmount,
    }),
    /**
     * What the platform owes its members: the sum of their wallets, and the same sum computed from
     * the ledger's member postings. They differ only if something is wrong.
     */
    liabilities: z.object({
      wallets: z.object({
        balanceMinor: minorAmount,
        teamBalanceMinor: minorAmount,
        points: z.number().int(),
      }),
      ledger: z.object({
        balanceMinor: minorAmount,
        teamBalanceMinor: minorAmount,
        points: z.number().int(),
      }),
      matches: z.boolean(),
    }),
    lastReconcile: reconcileRun.nullable(),
  }),
});

/** The charts of the dashboard's trends, each downloadable as CSV. */
export const TREND_CHARTS = ['flow', 'members', 'income', 'liabilities'] as const;
export type TrendChart = (typeof TREND_CHARTS)[number];

export const trendDays = z.union([z.literal(30), z.literal(90)]);

export const trendDay = z.object({
  date: businessDate,
  /** Recharges credited (postings of type 1), cents. */
  depositsMinor: minorAmount,
  /** Withdrawals reserved (type 2) less those refunded on rejection (type 24), cents. */
  withdrawalsMinor: minorAmount,
  netFlowMinor: minorAmount,
  newMembers: z.number().int(),
  /** Members with a posting of their own doing that day (scheduled income left out). */
  activeMembers: z.number().int(),
  /** Income paid to members by product, cents (pledge and fund principal returns left out). */
  income: z.object({ mining: minorAmount, pledge: minorAmount, fund: minorAmount, team: minorAmount }),
  /** What members' wallets add up to by the end of the day, from the ledger's member postings. */
  liabilities: z.object({
    balanceMinor: minorAmount,
    teamBalanceMinor: minorAmount,
    points: z.number().int(),
  }),
});
export type TrendDay = z.infer<typeof trendDay>;

export const adminDashboardTrends = defineCall({
  method: 'POST',
  path: '/api/admin/dashboard/trends',
  auth: 'operator',
  permission: 'dashboard.read',
  summary:
    'Per business day for the last 30 or 90 days: deposits, withdrawals, net flow, new and active members, income paid by product, liabilities from the ledger',
  request: z.object({ days: trendDays.default(30) }),
  response: z.object({ businessDate, days: z.array(trendDay) }),
});
