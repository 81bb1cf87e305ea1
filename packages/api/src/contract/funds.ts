import { z } from 'zod';
import {
  businessDate,
  id,
  idempotencyKey,
  minorAmount,
  pagedList,
  pageOf,
  pageRequest,
  timestamp,
} from './common.js';
import { defineCall } from './define.js';
import { eligibility } from './eligibility.js';
import { incomeDay } from './mall.js';

/**
 * Funds (SPEC §2 funds, funds/record): a member invests an amount for a term; income is paid every
 * business day (type 23) and the principal comes back at the end. The Funds tab follows the
 * open-fund switch (`/api/public/open/fund`).
 */

export const FUND_HOLDING_STATES = ['active', 'completed'] as const;

/** A fund's pictures, terms and limits, the same in the member's list and the operator's. */
export const fundTerms = {
  imageUrls: z.array(z.string()),
  dailyRateBps: z.number().int(),
  termDays: z.number().int(),
  /** Smallest single investment. */
  minAmountMinor: minorAmount,
  /** Most one member may invest in this fund in total. */
  maxAmountMinor: minorAmount,
  /** How many times one member may invest in it. */
  maxTimes: z.number().int(),
  totalCapMinor: minorAmount,
  raisedMinor: minorAmount,
  requiredVipLevel: z.number().int(),
};

export const fundProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ...fundTerms,
  /** The member's own investments in it so far. */
  myInvestedMinor: minorAmount,
  myTimes: z.number().int(),
  /** Whether this member may invest in it now, and why not (VIP level, times or amount used up). */
  eligibility,
});
export type FundProduct = z.infer<typeof fundProduct>;

export const fundHolding = z.object({
  id: z.number().int(),
  fundId: z.number().int(),
  fundName: z.string(),
  amountMinor: minorAmount,
  dailyRateBps: z.number().int(),
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  daysPaid: z.number().int(),
  incomePaidMinor: minorAmount,
  status: z.enum(FUND_HOLDING_STATES),
  investedAt: timestamp,
  /** The business date of the last income, when the principal returns. */
  endsOn: businessDate,
});
export type FundHolding = z.infer<typeof fundHolding>;

export const fundIncomeRow = z.object({
  id: z.number().int(),
  holdingId: z.number().int(),
  fundName: z.string(),
  /** The business day the income is for. */
  incomeDate: businessDate,
  amountMinor: minorAmount,
  /** The principal returned at the end of the term is listed with the last day's income. */
  principalMinor: minorAmount,
  paidAt: timestamp,
});
export type FundIncomeRow = z.infer<typeof fundIncomeRow>;

export const fundProducts = defineCall({
  method: 'POST',
  path: '/api/auth/fund/products',
  auth: 'member',
  summary: 'Funds open for investment, oldest first (not in SPEC §7; the funds page lists them)',
  ...pagedList(fundProduct),
});

export const fundInvest = defineCall({
  method: 'POST',
  path: '/api/auth/fund/invest',
  auth: 'member',
  summary: 'Invest an amount of the balance in a fund (not in SPEC §7; see docs/api.md)',
  moneyMoving: true,
  request: z.object({
    fundId: id,
    /** Decimal dollars as typed ("250" or "250.50"); anything else is `fund_amount_invalid`. */
    amount: z.string().max(20),
    idempotencyKey,
  }),
  response: z.object({ holding: fundHolding, balanceMinor: minorAmount }),
});

export const fundHoldings = defineCall({
  method: 'POST',
  path: '/api/auth/fund/holdings',
  auth: 'member',
  summary: 'The member’s fund investments, newest first (not in SPEC §7)',
  ...pagedList(fundHolding, { status: z.enum(FUND_HOLDING_STATES).optional() }),
});

export const fundIncome = defineCall({
  method: 'POST',
  path: '/api/auth/fund/income',
  auth: 'member',
  summary:
    'The member’s fund income (type 23), newest first, with totals; optionally of one holding (`fund_record_error` when it is not theirs)',
  request: pageRequest.extend({ holdingId: id.optional() }),
  response: pageOf(fundIncomeRow).extend({
    totalIncomeMinor: minorAmount,
    todayIncomeMinor: minorAmount,
    investedMinor: minorAmount,
  }),
});

export const fundIncomeDays = defineCall({
  method: 'POST',
  path: '/api/auth/fund/income-days',
  auth: 'member',
  summary:
    'Where is my income: each business day of a fund holding since it began, paid or why not yet (not in SPEC §7)',
  request: z.object({ holdingId: id }),
  response: z.object({ holdingId: z.number().int(), today: businessDate, days: z.array(incomeDay) }),
});
