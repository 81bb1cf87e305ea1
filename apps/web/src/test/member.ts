import { getUserInfo, openFund, type UserInfo } from '@cloudmine/api';
import { on, type Route } from '@cloudmine/api/testing';

/** A logged-in member for page tests: the token in storage and the answers every page needs. */
export const TEST_USER: UserInfo = {
  id: 1,
  phone: '01712345678',
  nickname: 'Demo Miner',
  avatarUploadId: null,
  invitationCode: 'DEMO88',
  vipLevel: 1,
  language: 'en',
  balanceMinor: 500_00,
  teamBalanceMinor: 0,
  points: 0,
  hasFundPassword: false,
  identityVerified: true,
  registeredAt: '2026-01-01T00:00:00.000Z',
};

export function logIn(): Route[] {
  localStorage.setItem('AUTH-TOKEN', 'test-token');
  return [on(getUserInfo, TEST_USER), on(openFund, { isOpen: true })];
}
