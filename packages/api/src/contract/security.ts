import { z } from 'zod';
import { defineCall } from './define.js';
import { done, empty, pagedList, password, phone, secondFactorCode, smsCode, timestamp } from './common.js';

/**
 * Recovery and account security (docs/security.md): forgotten passwords by SMS code, the login
 * history, the member's sessions, and the optional authenticator (TOTP) second factor.
 */

export const passwordReset = defineCall({
  method: 'POST',
  path: '/api/public/password/reset',
  auth: 'public',
  summary:
    'Set a new login password with an SMS code sent for purpose `reset_password`; ends every session of the member',
  request: z.object({ phone, smsCode, newPassword: password, confirmPassword: password }),
  response: done,
});

export const fundPasswordCode = defineCall({
  method: 'POST',
  path: '/api/auth/security/fund-password/code',
  auth: 'member',
  summary: "Send a code for purpose `reset_fund_password` to the logged-in member's own phone",
  request: empty,
  response: z.object({ resendSeconds: z.number().int() }),
});

export const fundPasswordReset = defineCall({
  method: 'POST',
  path: '/api/auth/security/fund-password/reset',
  auth: 'member',
  summary: 'Set a new fund password with a code sent by `fundPasswordCode` (the old one is not needed)',
  request: z.object({ smsCode, newPassword: password, confirmPassword: password }),
  response: done,
});

export const loginAttempt = z.object({
  id: z.number().int(),
  at: timestamp,
  ip: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Android". */
  device: z.string(),
  success: z.boolean(),
});
export type LoginAttempt = z.infer<typeof loginAttempt>;

export const loginHistory = defineCall({
  method: 'POST',
  path: '/api/auth/security/logins',
  auth: 'member',
  summary: "The member's login attempts, newest first (time, address, device, success or failure)",
  ...pagedList(loginAttempt),
});

export const memberSession = z.object({
  id: z.string(),
  createdAt: timestamp,
  ip: z.string(),
  device: z.string(),
  /** The session this request carries. */
  current: z.boolean(),
});
export type MemberSessionInfo = z.infer<typeof memberSession>;

export const sessionList = defineCall({
  method: 'POST',
  path: '/api/auth/security/sessions',
  auth: 'member',
  summary: "The member's live sessions, this one first",
  request: empty,
  response: z.object({ items: z.array(memberSession) }),
});

export const sessionRevoke = defineCall({
  method: 'POST',
  path: '/api/auth/security/sessions/revoke',
  auth: 'member',
  summary: "Sign out one device: ends one of the member's own sessions (another member's id is not found)",
  request: z.object({ sessionId: z.string().min(1).max(64) }),
  response: done,
});

export const sessionRevokeOthers = defineCall({
  method: 'POST',
  path: '/api/auth/security/sessions/revoke-others',
  auth: 'member',
  summary: 'Sign out all other devices: ends every session of the member but this one',
  request: empty,
  response: z.object({ ended: z.number().int() }),
});

export const twoFactorStatus = defineCall({
  method: 'POST',
  path: '/api/auth/security/2fa/status',
  auth: 'member',
  summary: 'Whether the authenticator is on, and how many recovery codes are left',
  request: empty,
  response: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
});

export const twoFactorSetup = defineCall({
  method: 'POST',
  path: '/api/auth/security/2fa/setup',
  auth: 'member',
  summary: 'Start turning the authenticator on: a new secret, its otpauth URI and a QR image of it',
  request: empty,
  response: z.object({ secret: z.string(), uri: z.string(), qrDataUrl: z.string() }),
});

export const twoFactorEnable = defineCall({
  method: 'POST',
  path: '/api/auth/security/2fa/enable',
  auth: 'member',
  summary: 'Confirm the authenticator with a code from it; answers the recovery codes, shown this once',
  request: z.object({ code: z.string().regex(/^\d{6}$/, { error: 'two_factor_wrong' }) }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const twoFactorDisable = defineCall({
  method: 'POST',
  path: '/api/auth/security/2fa/disable',
  auth: 'member',
  summary: 'Turn the authenticator off with a code from it (or a recovery code)',
  request: z.object({ code: secondFactorCode }),
  response: done,
});
