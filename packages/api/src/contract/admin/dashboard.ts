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
