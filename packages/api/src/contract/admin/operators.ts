import { z } from 'zod';
import { OPERATOR_ROLES } from '../../permissions.js';
import { empty, timestamp } from '../common.js';
import { defineCall } from '../define.js';
import { reason } from './common.js';

export const operatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  createdAt: timestamp,
  lastLoginAt: timestamp.nullable(),
});

export const adminOperatorsList = defineCall({
  method: 'POST',
  path: '/api/admin/operators/list',
  auth: 'operator',
  permission: 'operators.manage',
  summary: 'Every operator account',
  request: empty,
  response: z.object({ items: z.array(operatorRow) }),
});

export const adminOperatorsCreate = defineCall({
  method: 'POST',
  path: '/api/admin/operators/create',
  auth: 'operator',
  permission: 'operators.manage',
  audit: ['operator.create'],
  summary: 'Create an operator; answers the one-time password and TOTP secret to hand over',
  request: z.object({
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{3,32}$/),
    role: z.enum(OPERATOR_ROLES),
    reason,
  }),
  response: z.object({
    operator: operatorRow,
    password: z.string(),
    totpSecret: z.string(),
    totpUri: z.string(),
  }),
});

export const adminOperatorsUpdate = defineCall({
  method: 'POST',
  path: '/api/admin/operators/update',
  auth: 'operator',
  permission: 'operators.manage',
  audit: ['operator.update'],
  summary: "Change an operator's role or disable them (ends their sessions)",
  request: z.object({
    operatorId: z.number().int(),
    role: z.enum(OPERATOR_ROLES).optional(),
    active: z.boolean().optional(),
    reason,
  }),
  response: operatorRow,
});
