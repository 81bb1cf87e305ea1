import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const adminSettings = settingsOf('admin', {
  'admin.session_ttl_hours': setting(z.number().int().min(1).max(72), 12, 'hours'),
  'admin.login_max_failures': setting(z.number().int().min(1).max(50), 5, 'count'),
  'admin.login_lock_minutes': setting(z.number().int().min(1).max(1440), 30, 'minutes'),
  'admin.login_max_failures_per_username': setting(z.number().int().min(1).max(1000), 30, 'count'),
  'admin.login_username_lock_minutes': setting(z.number().int().min(1).max(1440), 60, 'minutes'),
});
