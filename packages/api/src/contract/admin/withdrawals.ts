import { z } from 'zod';
import { REVIEW_STATES } from '../../fund-record-types.js';
import { minorAmount, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { withdrawalRecord } from '../withdraw.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const withdrawalEvent = z.object({
  fromState: z.enum(REVIEW_STATES).nullable(),
  toState: z.enum(REVIEW_STATES),
  actor: z.string(),
  reason: z.string().nullable(),
  at: timestamp,
});

export const adminWithdrawalRow = withdrawalRecord.extend({
  memberId: z.number().int(),
  phone: z.string(),
  /** In full: the operator pays to it. */
  account: z.string(),
  holderName: z.string(),
  accountPhone: z.string().nullable(),
  history: z.array(withdrawalEvent),
});

export const adminWithdrawalsList = defineCall({
  method: 'POST',
  path: '/api/admin/withdrawals/list',
  auth: 'operator',
  permission: 'finance.review',
  summary: 'Withdrawals, oldest under review first by default, with their account and state history',
  request: adminPageRequest.extend({
    state: z.enum(REVIEW_STATES).optional(),
    memberId: z.number().int().optional(),
    order: z.enum(['oldest', 'newest']).default('oldest'),
  }),
  response: adminPageOf(adminWithdrawalRow).extend({ totalAmountMinor: minorAmount }),
});

export const adminWithdrawalApprove = defineCall({
  method: 'POST',
  path: '/api/admin/withdrawals/approve',
  auth: 'operator',
  permission: 'finance.review',
  audit: ['withdrawal.approve'],
  summary: 'Mark a withdrawal under review as paid (successful); the reserved money stays paid out',
  request: z.object({ withdrawalId: z.number().int(), reason: reason.optional() }),
  response: adminWithdrawalRow,
});

export const adminWithdrawalReject = defineCall({
  method: 'POST',
  path: '/api/admin/withdrawals/reject',
  auth: 'operator',
  permission: 'finance.review',
  audit: ['withdrawal.reject'],
  summary: 'Reject a withdrawal under review with a reason: amount and fee go back to the balance (type 24)',
  request: z.object({ withdrawalId: z.number().int(), reason }),
  response: adminWithdrawalRow,
});
