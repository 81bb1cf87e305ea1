import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { accountSettings } from './account-settings.js';

/**
 * The platform's SMS budget for the business day (`sms.max_per_day`), counted across nodes: every
 * SMS spends from it, codes and notices alike. Codes are refused once it is spent; notices are sent
 * anyway (docs/decisions.md), so it caps what pumping can cost without silencing a security notice.
 */
export interface SmsBudget {
  /** Counts one SMS; answers whether it was still within the day's budget. */
  spend(): Promise<boolean>;
}

export function createSmsBudget(deps: {
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<typeof accountSettings & typeof platformSettings>;
}): SmsBudget {
  return {
    async spend() {
      const today = businessDate(deps.clock.now(), await deps.settings.get('business.time_zone'));
      const spent = await deps.limiter.hit(`sms:total:${today}`, 86_400_000);
      return spent <= (await deps.settings.get('sms.max_per_day'));
    },
  };
}
