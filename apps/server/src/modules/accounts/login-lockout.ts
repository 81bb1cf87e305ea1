import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { accountSettings } from './account-settings.js';

/** A guess of the login password: right, wrong, or not checked / not answered because locked. */
export interface Guess {
  outcome: 'right' | 'wrong' | 'locked';
  /** The phone's failures from everywhere, counting this guess when it was wrong (else 0). */
  phoneFailures: number;
}

/**
 * Wrong login passwords, counted three ways so that a stranger cannot lock the owner out:
 * - per phone and address: the tight lock (`login.max_failures` in `login.lock_minutes`). A stranger
 *   guessing from elsewhere fills their own pair, not the owner's;
 * - per address: one address spraying many phones (`login.max_failures_per_ip`);
 * - per phone from everywhere: a slower limit against guessing spread over many addresses
 *   (`login.max_failures_per_phone` in `login.phone_lock_minutes`). This one a stranger can fill;
 *   the owner then gets in at once with an SMS code, which clears it.
 */
export interface LoginLockout {
  /**
   * Checks one guess under the counters: not checked while locked; a wrong guess is counted after
   * the slow check; and the lock is asked again after a right one, so a right guess in a parallel
   * burst of wrong ones cannot slip past the lock they set. A right guess clears the pair.
   */
  guess(phone: string, ip: string, check: () => Promise<boolean>): Promise<Guess>;
  /** An SMS code proved the phone: its count from everywhere and this pair start again. */
  clearPhone(phone: string, ip: string): Promise<void>;
}

const pairKey = (phone: string, ip: string) => `login:fail:${phone}:${ip}`;
const ipKey = (ip: string) => `login:ipfail:${ip}`;
const phoneKey = (phone: string) => `login:phonefail:${phone}`;

export function createLoginLockout(
  limiter: RateLimiter,
  settings: SettingsReader<typeof accountSettings>,
): LoginLockout {
  async function limits() {
    return {
      pair: await settings.get('login.max_failures'),
      ip: await settings.get('login.max_failures_per_ip'),
      phone: await settings.get('login.max_failures_per_phone'),
    };
  }

  async function locked(phone: string, ip: string): Promise<boolean> {
    const [pair, byIp, byPhone] = await Promise.all([
      limiter.peek(pairKey(phone, ip)),
      limiter.peek(ipKey(ip)),
      limiter.peek(phoneKey(phone)),
    ]);
    const max = await limits();
    return pair >= max.pair || byIp >= max.ip || byPhone >= max.phone;
  }

  async function recordFailure(phone: string, ip: string) {
    const windowMs = (await settings.get('login.lock_minutes')) * 60_000;
    const phoneWindowMs = (await settings.get('login.phone_lock_minutes')) * 60_000;
    const pair = await limiter.hit(pairKey(phone, ip), windowMs);
    const byIp = await limiter.hit(ipKey(ip), windowMs);
    const byPhone = await limiter.hit(phoneKey(phone), phoneWindowMs);
    const max = await limits();
    // Past the limit, not at it: the guess that reaches the limit was still checked and is answered.
    return { locked: pair > max.pair || byIp > max.ip || byPhone > max.phone, phoneFailures: byPhone };
  }

  return {
    async guess(phone, ip, check) {
      if (await locked(phone, ip)) return { outcome: 'locked', phoneFailures: 0 };
      if (!(await check())) {
        const failure = await recordFailure(phone, ip);
        return { outcome: failure.locked ? 'locked' : 'wrong', phoneFailures: failure.phoneFailures };
      }
      if (await locked(phone, ip)) return { outcome: 'locked', phoneFailures: 0 };
      await limiter.reset(pairKey(phone, ip));
      return { outcome: 'right', phoneFailures: 0 };
    },

    async clearPhone(phone, ip) {
      await limiter.reset(phoneKey(phone));
      await limiter.reset(pairKey(phone, ip));
    },
  };
}
