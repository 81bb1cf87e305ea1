import { z } from 'zod';
import { idempotencyKey, minorAmount, pageOf, pageRequest, timestamp } from './common.js';
import { defineCall } from './define.js';

/** What a member types: letters and digits, case-insensitive. */
export const redpackCodeText = z.string().trim().min(1).max(32);

export const redpackOpen = defineCall({
  method: 'POST',
  path: '/api/auth/redpack/open',
  auth: 'member',
  moneyMoving: true,
  summary: 'Claim a red-envelope code once: its amount is credited to the balance (type 11)',
  request: z.object({ code: redpackCodeText, idempotencyKey }),
  response: z.object({
    claimId: z.number().int(),
    code: z.string(),
    amountMinor: minorAmount,
    balanceMinor: minorAmount,
  }),
});

export const redpackClaim = z.object({
  id: z.number().int(),
  code: z.string(),
  amountMinor: minorAmount,
  createdAt: timestamp,
});
export type RedpackClaim = z.infer<typeof redpackClaim>;

export const redpackRecords = defineCall({
  method: 'POST',
  path: '/api/auth/redpack/records',
  auth: 'member',
  summary: 'The member’s red-envelope claims, newest first, with their total',
  request: pageRequest,
  response: pageOf(redpackClaim).extend({ totalMinor: minorAmount }),
});
