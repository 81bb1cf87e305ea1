import type { GuessLock } from '../../platform/rate-limit/guess-lock.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { withdrawalSettings } from '../withdrawals/index.js';

type FundPasswordSettings = SettingsReader<
  Pick<
    typeof withdrawalSettings,
    'withdraw.fund_password_max_failures' | 'withdraw.fund_password_lock_minutes'
  >
>;

/** Where the fund password's wrong guesses are counted; a reset by SMS code starts it afresh. */
export function fundPasswordLockKey(memberId: number): string {
  return `fundpw:fail:${memberId}`;
}

/**
 * The one lock on a member's fund password, shared by withdrawals and the fund-password change, so
 * a session alone cannot guess the password that guards the money through either door.
 */
export async function fundPasswordLock(settings: FundPasswordSettings, memberId: number): Promise<GuessLock> {
  return {
    key: fundPasswordLockKey(memberId),
    maxFailures: await settings.get('withdraw.fund_password_max_failures'),
    lockMs: (await settings.get('withdraw.fund_password_lock_minutes')) * 60_000,
  };
}
