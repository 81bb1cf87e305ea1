import pino from 'pino';
import { createServices, type ServiceDeps, type Services } from '../app/services.js';
import { createMemoryRateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createOutboxSms } from '../platform/sms/sms-sender.js';

/**
 * Services over a database without an app around them (a second node, a seeder, a CLI's world):
 * SMS kept in an outbox, rate limits in memory on the given clock, no log.
 */
export function quietServices(
  deps: Pick<ServiceDeps, 'db' | 'settingsDb' | 'clock'> & Partial<ServiceDeps>,
): Services {
  return createServices({
    sms: createOutboxSms(),
    limiter: createMemoryRateLimiter(() => deps.clock.now().getTime()),
    log: pino({ level: 'silent' }),
    ...deps,
  });
}
