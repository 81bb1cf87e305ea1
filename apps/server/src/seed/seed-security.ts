import type { Services } from '../app/services.js';
import { createSession, findMemberByPhone, recordLoginAttempt } from '../modules/accounts/index.js';
import { DEMO_PHONE } from './seed-accounts.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 Edg/119.0.0.0';
const HOUR_MS = 3_600_000;

/**
 * The demo member's account security page, populated: logins from a phone and a laptop, a failed
 * attempt from an unknown iPhone, and the laptop still signed in. Two-step verification stays off,
 * so the newcomer can turn it on (docs/security.md).
 */
export async function seedSecurity(services: Services): Promise<void> {
  const { db, clock } = services;
  const demo = await findMemberByPhone(db, DEMO_PHONE);
  if (!demo) return;
  const now = clock.now().getTime();
  const attempts = [
    { hoursAgo: 50, ip: '103.110.20.5', userAgent: ANDROID_CHROME, success: true },
    { hoursAgo: 30, ip: '45.64.10.201', userAgent: IPHONE_SAFARI, success: false },
    { hoursAgo: 30, ip: '45.64.10.201', userAgent: IPHONE_SAFARI, success: false },
    { hoursAgo: 6, ip: '103.110.20.77', userAgent: WINDOWS_EDGE, success: true },
  ];
  for (const attempt of attempts) {
    await recordLoginAttempt(db, {
      memberId: demo.id,
      at: new Date(now - attempt.hoursAgo * HOUR_MS),
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      method: 'password',
      success: attempt.success,
    });
  }
  // The laptop's session is still live: "sign out this device" has something to end.
  await createSession(db, demo.id, new Date(now - 6 * HOUR_MS), 24 * 30, {
    ip: '103.110.20.77',
    userAgent: WINDOWS_EDGE,
  });
}
