import { z } from 'zod';
import { defineCall } from './define.js';
import {
  done,
  empty,
  id,
  language,
  minorAmount,
  password,
  phone,
  secondFactorCode,
  smsCode,
  timestamp,
} from './common.js';

export const userInfo = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  /** The member's picture: an upload of purpose `avatar`, read at MEMBER_UPLOAD_PATH/<id>. */
  avatarUploadId: z.number().int().nullable(),
  invitationCode: z.string(),
  vipLevel: z.number().int(),
  language,
  balanceMinor: minorAmount,
  teamBalanceMinor: minorAmount,
  points: z.number().int(),
  hasFundPassword: z.boolean(),
  identityVerified: z.boolean(),
  registeredAt: timestamp,
});
export type UserInfo = z.infer<typeof userInfo>;

export const registerConfig = defineCall({
  method: 'GET',
  path: '/api/public/register/config',
  auth: 'public',
  summary: 'What the register page needs: phone pattern, whether an invitation code is required, SMS timing',
  request: empty,
  response: z.object({
    phonePattern: z.string(),
    phoneExample: z.string(),
    invitationRequired: z.boolean(),
    codeLength: z.number().int(),
    resendSeconds: z.number().int(),
    passwordMinLength: z.number().int(),
  }),
});

export const smsSend = defineCall({
  method: 'POST',
  path: '/api/public/sms/send',
  auth: 'public',
  summary:
    'Send a 6-digit verification code to a phone (resend after 60 s; per-phone and per-IP caps): `register` to a phone that is not a member yet, `login` and `reset_password` to a member’s phone',
  request: z.object({
    phone,
    purpose: z.enum(['register', 'login', 'reset_password']).default('register'),
  }),
  response: z.object({ resendSeconds: z.number().int() }),
});

/**
 * What a login adds when the member has the authenticator on: its code (asked on a device not seen
 * before, `two_factor_required`), and the device token a login with the code answered.
 */
const secondFactor = {
  totpCode: secondFactorCode.optional(),
  deviceToken: z.string().max(64).optional(),
};
const sessionAnswer = z.object({
  token: z.string(),
  expiresAt: timestamp,
  user: userInfo,
  /** Set after a login that passed the authenticator: kept by the device, it skips the code next time. */
  deviceToken: z.string().optional(),
});

export const register = defineCall({
  method: 'POST',
  path: '/api/public/register',
  auth: 'public',
  summary:
    'Register by phone with an SMS code and an invitation code; answers a session like login (a new member has no authenticator to ask)',
  request: z.object({
    phone,
    password,
    confirmPassword: password,
    invitationCode: z.string().trim().max(16).default(''),
    smsCode,
    /** The language the app was in, kept as the member's language. */
    language: language.optional(),
  }),
  response: sessionAnswer,
});

export const login = defineCall({
  method: 'POST',
  path: '/api/public/login',
  auth: 'public',
  summary: 'Log in by phone and password; answers an opaque bearer token',
  request: z.object({ phone, password: z.string().min(1).max(64), ...secondFactor }),
  response: sessionAnswer,
});

export const loginSms = defineCall({
  method: 'POST',
  path: '/api/public/login/sms',
  auth: 'public',
  summary:
    'Log in by phone and an SMS code sent for purpose `login`: the way in when the password is locked (clears that phone’s failure counts)',
  request: z.object({ phone, smsCode, ...secondFactor }),
  response: sessionAnswer,
});

export const logout = defineCall({
  method: 'POST',
  path: '/api/auth/user/logout',
  auth: 'member',
  summary: 'Revoke the token this request carries (not in SPEC §7; see docs/api.md)',
  request: empty,
  response: done,
});

export const getUserInfo = defineCall({
  method: 'POST',
  path: '/api/auth/user/info',
  auth: 'member',
  summary: "The logged-in member's profile and wallets",
  request: empty,
  response: userInfo,
});

export const setLanguage = defineCall({
  method: 'POST',
  path: '/api/auth/language/set',
  auth: 'member',
  summary: "Store the member's interface language",
  request: z.object({ language }),
  response: z.object({ language }),
});

const nickname = z.string().trim().min(1).max(32);

export const updateUserInfo = defineCall({
  method: 'POST',
  path: '/api/auth/user/update/info',
  auth: 'member',
  summary:
    'Change the nickname, avatar, login password or fund password (the first fund password is confirmed with the login password)',
  request: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('nickname'), nickname }),
    z.object({
      kind: z.literal('avatar'),
      /** An image the member uploaded with purpose `avatar` (the wrapper's `upload`). */
      uploadId: id,
    }),
    z.object({
      kind: z.literal('password'),
      oldPassword: z.string().min(1).max(64),
      newPassword: password,
      confirmPassword: password,
    }),
    z.object({
      kind: z.literal('fundPassword'),
      oldPassword: z.string().min(1).max(64),
      newPassword: password,
      confirmPassword: password,
    }),
  ]),
  response: userInfo,
});
