import { z } from 'zod';
import { businessDate, empty, minorAmount, pagedList, pageOf, pageRequest, timestamp } from './common.js';
import { defineCall } from './define.js';
import { MEMO_KEYS } from '../ledger-memos.js';

/** Team levels (SPEC §3 "team levels one to three"): 1 = invited by me, 2 = by them, 3 = by those. */
export const teamLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const promotePoster = defineCall({
  method: 'POST',
  path: '/api/auth/user/promote/poster',
  auth: 'member',
  summary:
    "The member's invitation code, the register link that carries it, and a QR code of that link for the poster",
  request: empty,
  response: z.object({
    invitationCode: z.string(),
    /** Opening it shows the register page with the code filled in. */
    inviteUrl: z.string(),
    /** A PNG data URL of the link's QR code, generated on the server. */
    qrCodeDataUrl: z.string(),
    /** Points earned per invited friend who qualifies (an operator setting; 0 = no bonus). */
    inviteBonusPoints: z.number().int(),
    /** A recharge of at least this much makes the invitee qualify. */
    inviteBonusMinRechargeMinor: minorAmount,
    /** Members the caller invited directly (level one). */
    invitedCount: z.number().int(),
    /** Invite bonus points earned so far. */
    bonusPointsEarned: z.number().int(),
  }),
});

export const teamLevelCounts = z.object({
  level: teamLevel,
  members: z.number().int(),
  /** Members with at least one recharge. */
  recharged: z.number().int(),
  /** Members who made at least one investment (docs/team.md). */
  activated: z.number().int(),
});
export type TeamLevelCounts = z.infer<typeof teamLevelCounts>;

export const teamCount = defineCall({
  method: 'POST',
  path: '/api/auth/team/count',
  auth: 'member',
  summary: "Counts of the caller's team per level one to three: members, recharged, activated",
  request: empty,
  response: z.object({
    levels: z.array(teamLevelCounts),
    total: teamLevelCounts.omit({ level: true }),
  }),
});

export const TEAM_RECHARGE_FILTERS = ['all', 'recharged', 'not_recharged'] as const;

export const teamMember = z.object({
  id: z.number().int(),
  /** e.g. 017****5678 */
  maskedPhone: z.string(),
  nickname: z.string(),
  joinedOn: businessDate,
  joinedAt: timestamp,
  recharged: z.boolean(),
  activated: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembers = defineCall({
  method: 'POST',
  path: '/api/auth/team/members',
  auth: 'member',
  summary: "The caller's team members of one level, newest first, with masked phones and recharge status",
  ...pagedList(teamMember, {
    level: teamLevel.default(1),
    recharge: z.enum(TEAM_RECHARGE_FILTERS).default('all'),
  }),
});

export const activeCount = defineCall({
  method: 'POST',
  path: '/api/auth/user/active/count',
  auth: 'member',
  summary: "Activated members of the caller's team per level one to three (activated = made an investment)",
  request: empty,
  response: z.object({
    levels: z.array(z.object({ level: teamLevel, members: z.number().int(), activated: z.number().int() })),
    activated: z.number().int(),
  }),
});

export const teamIncomeRecord = z.object({
  id: z.number().int(),
  amountMinor: minorAmount,
  balanceAfterMinor: minorAmount,
  /** What the posting was for, as a key with parameters the app words in the reader's language. */
  memo: z
    .object({ key: z.enum(MEMO_KEYS), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable(),
  createdAt: timestamp,
});
export type TeamIncomeRecord = z.infer<typeof teamIncomeRecord>;

export const teamIncome = defineCall({
  method: 'POST',
  path: '/api/auth/team/income',
  auth: 'member',
  summary:
    'Team income: totals (all time, today, team balance) and the rebate postings, newest first (not in SPEC §7; see docs/api.md)',
  request: pageRequest,
  response: pageOf(teamIncomeRecord).extend({
    totalMinor: minorAmount,
    todayMinor: minorAmount,
    teamBalanceMinor: minorAmount,
  }),
});
