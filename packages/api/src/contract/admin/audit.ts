import { z } from 'zod';
import { timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { adminPageOf, adminPageRequest } from './common.js';

export const auditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorUsername: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAuditList = defineCall({
  method: 'POST',
  path: '/api/admin/audit/list',
  auth: 'operator',
  permission: 'audit.read',
  summary: 'The append-only audit log, newest first, filtered by operator, action, target and time',
  request: adminPageRequest.extend({
    operatorId: z.number().int().optional(),
    action: z.string().max(64).optional(),
    targetKind: z.string().max(64).optional(),
    targetId: z.string().max(64).optional(),
    from: timestamp.optional(),
    to: timestamp.optional(),
  }),
  response: adminPageOf(auditEntry),
});
