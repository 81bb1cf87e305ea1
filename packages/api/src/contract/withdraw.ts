import { z } from 'zod';
import { REVIEW_STATES } from '../fund-record-types.js';
import { bankCard, WITHDRAWAL_METHODS } from './bank.js';
import {
  businessDate,
  empty,
  idempotencyKey,
  minorAmount,
  moneyInput,
  pagedList,
  secondFactorCode,
  timestamp,
} from './common.js';
import { defineCall } from './define.js';

/** "HH:MM" in the business time zone; "24:00" is the end of the day. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'parameter_error' });

export const withdrawRules = z.object({
  enabled: z.boolean(),
  minMinor: minorAmount,
  maxMinor: minorAmount,
  dailyCount: z.number().int(),
  /** Allowed window in the business time zone; a start after the end spans midnight. */
  windowStart: clockTime,
  windowEnd: clockTime,
  timeZone: z.string(),
  /** Fee = amount × feeBps / 10000 (rounded toward zero) + feeFixedMinor, reserved on top of the amount. */
  feeBps: z.number().int(),
  feeFixedMinor: minorAmount,
  /** Share of each recharge that must be invested before it can be withdrawn (docs/economics.md). */
  turnoverBps: z.number().int(),
  methods: z.array(z.enum(WITHDRAWAL_METHODS)),
});
export type WithdrawRules = z.infer<typeof withdrawRules>;

export const withdrawHint = defineCall({
  method: 'POST',
  path: '/api/auth/withdraw/hint',
  auth: 'member',
  summary: "The withdrawal rules and the operator's notice, in the member's language",
  request: empty,
  response: z.object({ notice: z.string(), rules: withdrawRules }),
});

export const withdrawInfo = defineCall({
  method: 'POST',
  path: '/api/auth/withdraw/info',
  auth: 'member',
  summary:
    "What the member can withdraw now: balance, bound accounts, today's count, identity and fund-password state",
  request: empty,
  response: z.object({
    balanceMinor: minorAmount,
    /** Recharged money still to invest before it can be withdrawn (the turnover rule). */
    turnoverOutstandingMinor: minorAmount,
    /** Balance the member can withdraw now, amount and fee together: balance less the outstanding turnover. */
    withdrawableMinor: minorAmount,
    bankCard: bankCard.nullable(),
    usdtAddress: bankCard.nullable(),
    identityVerified: z.boolean(),
    hasFundPassword: z.boolean(),
    today: businessDate,
    usedToday: z.number().int(),
    remainingToday: z.number().int(),
    windowOpen: z.boolean(),
  }),
});

export const withdrawalRecord = z.object({
  id: z.number().int(),
  method: z.enum(WITHDRAWAL_METHODS),
  /** Paid out to the member. */
  amountMinor: minorAmount,
  feeMinor: minorAmount,
  /** Reserved from the balance: amount + fee. */
  totalMinor: minorAmount,
  state: z.enum(REVIEW_STATES),
  bankName: z.string().nullable(),
  /** Masked as on the bank list. */
  account: z.string(),
  /** Why an operator rejected it; null otherwise. */
  reason: z.string().nullable(),
  /** `member` for an application, `banned_principal` for the return of a bank-banned member's principal. */
  origin: z.enum(['member', 'banned_principal']),
  createdAt: timestamp,
  resolvedAt: timestamp.nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const withdrawApply = defineCall({
  method: 'POST',
  path: '/api/auth/withdraw/apply',
  auth: 'member',
  moneyMoving: true,
  summary:
    'Apply for a withdrawal to the bound bank card or USDT address: reserves amount + fee; an operator then pays or rejects it',
  request: z.object({
    method: z.enum(WITHDRAWAL_METHODS),
    /** Decimal dollars to receive ("50", "12.50"). */
    amount: moneyInput,
    fundPassword: z.string().min(1).max(64),
    /** Asked when the member has the authenticator on (`two_factor_required`). */
    totpCode: secondFactorCode.optional(),
    idempotencyKey,
  }),
  response: withdrawalRecord,
});

export const withdrawRecords = defineCall({
  method: 'POST',
  path: '/api/auth/withdraw/records',
  auth: 'member',
  summary: "The member's withdrawals with their states, newest first",
  ...pagedList(withdrawalRecord, { state: z.enum(REVIEW_STATES).optional() }),
});
