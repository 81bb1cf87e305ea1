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
    'Wrong passwords or authenticator codes for one operator before the account is locked',
  ),
  'admin.login_lock_minutes': setting(
    z.number().int().min(1).max(1440),
    30,
    'How long a locked operator account stays locked',
  ),
};
