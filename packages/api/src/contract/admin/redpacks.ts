import { z } from 'zod';
import { id, minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

/** What the operator sets; `ended` and `revoked` are final. */
export const REDPACK_STATUSES = ['active', 'paused', 'ended', 'revoked'] as const;
/** What a member would meet now: the status combined with the window and what is left. */
export const REDPACK_STATES = [
  'claimable',
  'not_started',
  'paused',
  'fully_claimed',
  'ended',
  'revoked',
] as const;

export const adminRedpackRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Budget in cents; null when only the count limits it. */
  totalMinor: minorAmount.nullable(),
  totalCount: z.number().int().nullable(),
  claimedCount: z.number().int(),
  claimedMinor: minorAmount,
  perClaimMinMinor: minorAmount,
  perClaimMaxMinor: minorAmount,
  startsAt: timestamp,
  endsAt: timestamp,
  minVipLevel: z.number().int(),
  /** The one member it is for, or null for anyone. */
  memberId: z.number().int().nullable(),
  phone: z.string().nullable(),
  status: z.enum(REDPACK_STATUSES),
  state: z.enum(REDPACK_STATES),
  createdAt: timestamp,
});
export type AdminRedpackRow = z.infer<typeof adminRedpackRow>;

const redpackTerms = z.object({
  /** Decimal dollars the code pays out in all; absent when only a count limits it. */
  totalAmount: z.string().trim().max(20).optional(),
  /** How many members may claim it; absent when only the amount limits it. */
  totalCount: z.number().int().min(1).max(10_000_000).optional(),
  /** Decimal dollars per claim: the same value for a fixed amount, else a random amount within. */
  perClaimMin: z.string().trim().max(20),
  perClaimMax: z.string().trim().max(20),
  /** Valid from (now when absent) until. */
  startsAt: timestamp.optional(),
  endsAt: timestamp,
  minVipLevel: z.number().int().min(0).max(100).default(0),
  reason,
});

export const adminRedpackCreate = defineCall({
  method: 'POST',
  path: '/api/admin/redpacks/create',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['redpack.create'],
  summary: 'Create one red-envelope code (given or generated), optionally for one member only',
  request: redpackTerms.extend({
    /** 4-32 letters and digits; generated when absent. */
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,32}$/, { error: 'parameter_error' })
      .optional(),
    /** The only member who may claim it. */
    phone: z.string().trim().min(5).max(20).optional(),
  }),
  response: adminRedpackRow,
});

export const adminRedpackGenerate = defineCall({
  method: 'POST',
  path: '/api/admin/redpacks/generate',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['redpack.generate'],
  summary: 'Generate many codes with the same terms (e.g. one claim each, to hand out); answers the codes',
  request: redpackTerms.extend({ count: z.number().int().min(1).max(1000) }),
  response: z.object({ codes: z.array(z.string()) }),
});

export const adminRedpacksList = defineCall({
  method: 'POST',
  path: '/api/admin/redpacks/list',
  auth: 'operator',
  permission: 'catalogue.manage',
  summary: 'Red-envelope codes, newest first, by code prefix',
  request: adminPageRequest.extend({ query: z.string().trim().max(32).default('') }),
  response: adminPageOf(adminRedpackRow),
});

export const adminRedpackStatus = defineCall({
  method: 'POST',
  path: '/api/admin/redpacks/status',
  auth: 'operator',
  permission: 'catalogue.manage',
  audit: ['redpack.active', 'redpack.paused', 'redpack.ended', 'redpack.revoked'],
  summary: 'Pause, resume, end or revoke a code (ended and revoked are final)',
  request: z.object({ id, status: z.enum(REDPACK_STATUSES), reason }),
  response: adminRedpackRow,
});
