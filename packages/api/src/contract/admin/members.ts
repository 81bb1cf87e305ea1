import { z } from 'zod';
import { WALLET_KINDS } from '../../fund-record-types.js';
import { idempotencyKey, language, minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const memberStatus = z.enum(['active', 'banned_fraud', 'banned_bank']);

export const adminMemberRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  invitationCode: z.string(),
  inviterId: z.number().int().nullable(),
  vipLevel: z.number().int(),
  status: memberStatus,
  identityVerified: z.boolean(),
  depositProhibited: z.boolean(),
  balanceMinor: minorAmount,
  teamBalanceMinor: minorAmount,
  points: z.number().int(),
  registeredAt: timestamp,
  lastLoginAt: timestamp.nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMembersSearch = defineCall({
  method: 'POST',
  path: '/api/admin/members/search',
  auth: 'operator',
  permission: 'members.read',
  summary: 'Find members by phone (prefix), id or invitation code; newest first',
  request: adminPageRequest.extend({
    query: z.string().trim().max(32).default(''),
    status: memberStatus.optional(),
    sort: z.enum(['newest', 'oldest', 'balance']).default('newest'),
  }),
  response: adminPageOf(adminMemberRow),
});

export const adminPosting = z.object({
  id: z.number().int(),
  type: z.number().int(),
  wallet: z.enum(WALLET_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  referenceKind: z.string(),
  referenceId: z.string(),
  createdAt: timestamp,
});

export const adminMemberDetail = defineCall({
  method: 'POST',
  path: '/api/admin/members/detail',
  auth: 'operator',
  permission: 'members.read',
  summary: 'One member: profile, wallets, latest postings, upline and downline counts',
  request: z.object({ memberId: z.number().int() }),
  response: z.object({
    member: adminMemberRow.extend({
      language,
      banReason: z.string().nullable(),
      bannedAt: timestamp.nullable(),
    }),
    postings: z.array(adminPosting),
    upline: z.array(z.object({ level: z.number().int(), id: z.number().int(), phone: z.string() })),
    downline: z.object({ level1: z.number().int(), level2: z.number().int(), level3: z.number().int() }),
  }),
});

export const adminMemberPostings = defineCall({
  method: 'POST',
  path: '/api/admin/members/postings',
  auth: 'operator',
  permission: 'members.read',
  summary: "A member's postings, newest first, filtered by type",
  request: adminPageRequest.extend({
    memberId: z.number().int(),
    type: z.number().int().min(1).max(25).optional(),
  }),
  response: adminPageOf(adminPosting),
});

export const adminMemberBan = defineCall({
  method: 'POST',
  path: '/api/admin/members/ban',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['member.ban_fraud', 'member.ban_bank'],
  summary: 'Ban for fraud, or as banned by the bank (principal returned after 60 days); ends their sessions',
  request: z.object({ memberId: z.number().int(), kind: z.enum(['fraud', 'bank']), reason }),
  response: adminMemberRow,
});

export const adminMemberUnban = defineCall({
  method: 'POST',
  path: '/api/admin/members/unban',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['member.unban'],
  summary: 'Lift a ban',
  request: z.object({ memberId: z.number().int(), reason }),
  response: adminMemberRow,
});

export const adminMemberFlags = defineCall({
  method: 'POST',
  path: '/api/admin/members/flags',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['member.flags'],
  summary:
    'Set identity verified (after customer-service verification), deposit prohibited, or the VIP level',
  request: z.object({
    memberId: z.number().int(),
    identityVerified: z.boolean().optional(),
    depositProhibited: z.boolean().optional(),
    vipLevel: z.number().int().min(0).max(100).optional(),
    reason,
  }),
  response: adminMemberRow,
});

export const adminMemberAdjust = defineCall({
  method: 'POST',
  path: '/api/admin/members/adjust',
  auth: 'operator',
  permission: 'money.adjust',
  audit: ['member.top_up', 'member.deduct'],
  moneyMoving: true,
  summary: 'Top up (type 3) or deduct (type 4) a wallet, with a mandatory reason',
  request: z.object({
    memberId: z.number().int(),
    wallet: z.enum(WALLET_KINDS),
    direction: z.enum(['credit', 'debit']),
    /** Decimal dollars for balance and team balance ("12.50"), whole points for points. */
    amount: z.string().trim().max(20),
    reason,
    idempotencyKey,
  }),
  response: z.object({ postingId: z.number().int(), balanceAfter: z.number().int() }),
});

export const MEMBER_ORDER_KINDS = ['mining', 'pledge', 'fund'] as const;

/** A mining order, a pledge or a fund holding, in one shape for the member's detail page. */
export const adminMemberOrder = z.object({
  kind: z.enum(MEMBER_ORDER_KINDS),
  id: z.number().int(),
  productId: z.number().int(),
  /** The product's English name. */
  productName: z.string(),
  /** Machines bought (1 for pledges and funds). */
  quantity: z.number().int(),
  /** Paid for the machines, or the principal pledged or invested, in US cents. */
  amountMinor: minorAmount,
  dailyIncomeMinor: minorAmount,
  termDays: z.number().int(),
  daysPaid: z.number().int(),
  incomePaidMinor: minorAmount,
  /** mining: incomplete, running, completed, expired, sold; pledge and fund: active, completed. */
  status: z.string(),
  createdAt: timestamp,
  endsOn: z.string().nullable(),
});
export type AdminMemberOrder = z.infer<typeof adminMemberOrder>;

export const adminMemberOrders = defineCall({
  method: 'POST',
  path: '/api/admin/members/orders',
  auth: 'operator',
  permission: 'members.read',
  summary: "A member's mining orders, pledges or fund holdings (by kind), newest first",
  request: adminPageRequest.extend({ memberId: z.number().int(), kind: z.enum(MEMBER_ORDER_KINDS) }),
  response: adminPageOf(adminMemberOrder),
});
