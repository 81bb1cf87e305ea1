import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

function isRegex(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

const cents = z.number().int().min(0).max(100_000_00);

/** How long a lock lasts: a minute up to a day. */
const LOCK_MINUTES = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);

export const accountSettings = settingsOf('accounts', {
  'phone.pattern': setting(
    z.string().min(1).max(200).refine(isRegex, 'not a regular expression'),
    '^01[3-9]\\d{8}$',
    'pattern',
  ),
  'phone.example': setting(z.string().max(20), '01712345678', 'text'),
  'register.invitation_required': setting(z.boolean(), true, 'boolean'),
  'register.welcome_bonus_minor': setting(cents, 100, 'minor'),
  'register.trial_funds_minor': setting(cents, 0, 'minor'),
  'register.max_per_ip_per_hour': setting(z.number().int().min(1), 20, 'count'),
  'sms.code_ttl_seconds': setting(z.number().int().min(60).max(3600), 300, 'seconds'),
  'sms.resend_seconds': setting(z.number().int().min(30).max(600), 60, 'seconds'),
  'sms.max_per_phone_per_day': setting(z.number().int().min(1), 10, 'count'),
  'sms.max_per_ip_per_hour': setting(z.number().int().min(1), 30, 'count'),
  'sms.max_per_day': setting(z.number().int().min(1), 5000, 'count'),
  'sms.max_attempts': setting(z.number().int().min(1).max(20), 5, 'count'),
  'login.max_failures': setting(z.number().int().min(1).max(100), 5, 'count'),
  'login.max_failures_per_ip': setting(z.number().int().min(1), 50, 'count'),
  'login.lock_minutes': setting(LOCK_MINUTES, 15, 'minutes'),
  'login.max_failures_per_phone': setting(z.number().int().min(1).max(1000), 30, 'count'),
  'login.phone_lock_minutes': setting(LOCK_MINUTES, 60, 'minutes'),
  'login.failure_delay_ms': setting(z.number().int().min(0).max(2000), 300, 'milliseconds'),
  'two_factor.max_failures': setting(z.number().int().min(1).max(100), 5, 'count'),
  'two_factor.lock_minutes': setting(LOCK_MINUTES, 15, 'minutes'),
});
