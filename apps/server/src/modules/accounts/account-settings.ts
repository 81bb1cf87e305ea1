import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

function isRegex(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

const cents = z.number().int().min(0).max(100_000_00);

export const accountSettings = {
  'phone.pattern': setting(
    z.string().min(1).max(200).refine(isRegex, 'not a regular expression'),
    '^01[3-9]\\d{8}$',
    'Regular expression a phone number must match (default: Bangladeshi mobiles such as 01712345678)',
  ),
  'phone.example': setting(z.string().max(20), '01712345678', 'Example shown in the phone field'),
  'register.invitation_required': setting(
    z.boolean(),
    true,
    'Registration needs an existing invitation code',
  ),
  'register.welcome_bonus_minor': setting(
    cents,
    100,
    'Welcome bonus credited to the balance at registration, in cents (type 17)',
  ),
  'register.trial_funds_minor': setting(
    cents,
    0,
    'Trial funds credited to the balance at registration, in cents (type 18)',
  ),
  'register.max_per_ip_per_hour': setting(
    z.number().int().min(1),
    20,
    'Registrations accepted from one IP address per hour',
  ),
  'sms.code_ttl_seconds': setting(
    z.number().int().min(60).max(3600),
    300,
    'How long a verification code stays valid',
  ),
  'sms.resend_seconds': setting(
    z.number().int().min(30).max(600),
    60,
    'Wait before another code can be sent to the same phone',
  ),
  'sms.max_per_phone_per_day': setting(
    z.number().int().min(1),
    10,
    'Codes sent to one phone per business day',
  ),
  'sms.max_per_ip_per_hour': setting(
    z.number().int().min(1),
    30,
    'Codes requested from one IP address per hour',
  ),
  'sms.max_per_day': setting(
    z.number().int().min(1),
    5000,
    'Codes sent to all phones together per business day: caps what SMS pumping from many addresses can cost',
  ),
  'sms.max_attempts': setting(z.number().int().min(1).max(20), 5, 'Wrong guesses before a code is void'),
  'login.max_failures': setting(
    z.number().int().min(1).max(100),
    5,
    'Wrong passwords for one phone from one IP address before that pair is locked (others still get in)',
  ),
  'login.max_failures_per_ip': setting(
    z.number().int().min(1),
    50,
    'Wrong passwords from one IP address before it is locked',
  ),
  'login.lock_minutes': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    15,
    'How long a phone and IP pair, or an IP, stays locked after too many wrong passwords',
  ),
  'login.max_failures_per_phone': setting(
    z.number().int().min(1).max(1000),
    30,
    'Wrong passwords for one phone from all IP addresses together before it is locked (the member can still log in with an SMS code)',
  ),
  'login.phone_lock_minutes': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    60,
    'How long a phone stays locked after too many wrong passwords from all IP addresses',
  ),
  'login.failure_delay_ms': setting(
    z.number().int().min(0).max(2000),
    300,
    'Extra delay per recent failure before answering a wrong password (capped at 3 s)',
  ),
  'two_factor.max_failures': setting(
    z.number().int().min(1).max(100),
    5,
    "Wrong authenticator or recovery codes before the member's second factor is locked",
  ),
  'two_factor.lock_minutes': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    15,
    'How long the second factor stays locked after too many wrong codes',
  ),
};
