import { getUserInfo, openFund, type CallResponse, type registerConfig, type UserInfo } from '@cloudmine/api';
import { on, type Route } from '@cloudmine/api/testing';

/** A logged-in member as getUserInfo answers it. */
export const testUser: UserInfo = {
  id: 7,
  phone: '01712345678',
  nickname: 'Miner',
  avatarUploadId: null,
  invitationCode: 'ABC123',
  vipLevel: 0,
  language: 'en',
  balanceMinor: 100_00,
  teamBalanceMinor: 0,
  points: 0,
  hasFundPassword: true,
  identityVerified: true,
  registeredAt: '2026-01-01T00:00:00.000Z',
};

/** The calls every member page makes besides its own: the open-fund check and the user record. */
export function memberShell(user: Partial<UserInfo> = {}): Route[] {
  localStorage.setItem('AUTH-TOKEN', 'a-test-token');
  return [on(openFund, () => ({ isOpen: false })), on(getUserInfo, () => ({ ...testUser, ...user }))];
}

/** The registration rules as the public register config answers them. */
export const registerRules: CallResponse<typeof registerConfig> = {
  phonePattern: '^01[3-9]\\d{8}$',
  phoneExample: '01712345678',
  invitationRequired: true,
  codeLength: 6,
  resendSeconds: 60,
  passwordMinLength: 6,
};
