import { z } from 'zod';
import { VERIFICATION_STATES } from '../../care.js';
import { id, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { verificationRejectReason } from '../verification.js';
import { adminPageOf, adminPageRequest, reason } from './common.js';

export const adminVerificationRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  phone: z.string(),
  legalName: z.string(),
  idNumber: z.string(),
  frontUploadId: z.number().int(),
  backUploadId: z.number().int(),
  selfieUploadId: z.number().int(),
  state: z.enum(VERIFICATION_STATES).exclude(['none']),
  rejectReason: verificationRejectReason.nullable(),
  submittedAt: timestamp,
  reviewedAt: timestamp.nullable(),
  reviewedBy: z.string().nullable(),
});
export type AdminVerificationRow = z.infer<typeof adminVerificationRow>;

export const adminVerificationsList = defineCall({
  method: 'POST',
  path: '/api/admin/verifications/list',
  auth: 'operator',
  permission: 'members.read',
  summary: 'Identity verifications, oldest under review first (filter by state or member)',
  request: adminPageRequest.extend({
    state: z.enum(VERIFICATION_STATES).exclude(['none']).optional(),
    memberId: z.number().int().optional(),
  }),
  response: adminPageOf(adminVerificationRow),
});

export const adminVerificationApprove = defineCall({
  method: 'POST',
  path: '/api/admin/verifications/approve',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['verification.approve'],
  summary: 'Approve a verification under review: the member becomes identity-verified',
  request: z.object({ verificationId: id, reason: reason.optional() }),
  response: adminVerificationRow,
});

export const adminVerificationReject = defineCall({
  method: 'POST',
  path: '/api/admin/verifications/reject',
  auth: 'operator',
  permission: 'members.manage',
  audit: ['verification.reject'],
  summary:
    'Reject a verification under review with a reason the member reads in their language; they may submit again',
  request: z.object({ verificationId: id, rejectReason: verificationRejectReason, reason }),
  response: adminVerificationRow,
});
