import { z } from 'zod';
import { OPERATOR_ROLES, PERMISSIONS } from '../../permissions.js';
import { done, empty, timestamp } from '../common.js';
import { defineCall } from '../define.js';

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  lastLoginAt: timestamp.nullable(),
});
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const adminLogin = defineCall({
  method: 'POST',
  path: '/api/admin/auth/login',
  auth: 'public',
  summary: 'Operator login: username, password and the 6-digit code of the authenticator app (TOTP)',
  request: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    totp: z.string().regex(/^\d{6}$/, { error: 'totp_wrong' }),
  }),
  response: z.object({ token: z.string(), expiresAt: timestamp, operator: operatorInfo }),
});

export const adminLogout = defineCall({
  method: 'POST',
  path: '/api/admin/auth/logout',
  auth: 'operator',
  summary: 'End this operator session',
  request: empty,
  response: done,
});

export const adminMe = defineCall({
  method: 'POST',
  path: '/api/admin/auth/me',
  auth: 'operator',
  summary: 'The logged-in operator and the permissions of their role',
  request: empty,
  response: operatorInfo,
});
