import { ok } from './fake-server';

/** A logged-in member as getUserInfo answers it. */
export const testUser = {
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
export function memberShell(user: Record<string, unknown> = {}) {
  localStorage.setItem('AUTH-TOKEN', 'a-test-token');
  return {
    '/api/public/open/fund': () => ok({ isOpen: false }),
    '/api/auth/user/info': () => ok({ ...testUser, ...user }),
  };
}

/** The registration rules as the public register config answers them. */
export const registerConfig = ok({
  phonePattern: '^01[3-9]\\d{8}$',
  phoneExample: '01712345678',
  invitationRequired: true,
  codeLength: 6,
  resendSeconds: 60,
  passwordMinLength: 6,
});
