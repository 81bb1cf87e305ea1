import { z } from 'zod';
import { WALLET_KINDS } from '../fund-record-types.js';
import { minorAmount, pagedList, timestamp } from './common.js';
import { defineCall } from './define.js';

export const fundRecord = z.object({
  id: z.number().int(),
  /** Fund-record type 1..25 (SPEC §3). */
  type: z.number().int(),
  /** What the member reads, in their language: the subtype's name where there is one, else the type's. */
  typeName: z.string(),
  /** A subtype under the type (`FUND_RECORD_SUBTYPES`), e.g. `fund_investment` under type 23. */
  subtype: z.string().nullable(),
  wallet: z.enum(WALLET_KINDS),
  /** Signed: cents for balance and team balance, whole points for points. */
  amount: z.number().int(),
  balanceAfter: minorAmount,
  /** What caused it, e.g. `recharge` 12 or `withdrawal` 7. */
  referenceKind: z.string(),
  referenceId: z.string(),
  createdAt: timestamp,
});
export type FundRecord = z.infer<typeof fundRecord>;

export const fundsRecord = defineCall({
  method: 'POST',
  path: '/api/auth/user/funds/record',
  auth: 'member',
  summary: "The member's postings, newest first, optionally of some types and one wallet",
  ...pagedList(fundRecord, {
    types: z.array(z.number().int().min(1).max(25)).max(25).optional(),
    wallet: z.enum(WALLET_KINDS).optional(),
  }),
});
