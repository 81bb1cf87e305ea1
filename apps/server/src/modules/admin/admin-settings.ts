import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const adminSettings = {
  'admin.session_ttl_hours': setting(
    z.number().int().min(1).max(72),
    12,
    'How long an operator stays logged in, in hours',
  ),
  'admin.login_max_failures': setting(
    z.number().int().min(1).max(50),
    5,
    'Wrong passwords or authenticator codes for one operator from one IP address before that pair is locked',
  ),
  'admin.login_lock_minutes': setting(
    z.number().int().min(1).max(1440),
    30,
    'How long an operator and IP pair stays locked',
  ),
  'admin.login_max_failures_per_username': setting(
    z.number().int().min(1).max(1000),
    30,
    'Wrong passwords or authenticator codes for one operator from all IP addresses together before the account is locked (operator:unlock opens it)',
  ),
  'admin.login_username_lock_minutes': setting(
    z.number().int().min(1).max(1440),
    60,
    'How long an operator account stays locked after too many failures from all IP addresses',
  ),
};
