import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

/** Limits of the public support form (members who cannot log in: docs/member-care.md). */
export const supportSettings = settingsOf('messages', {
  'support.contact_per_ip_per_hour': setting(z.number().int().min(1).max(10_000), 10, 'count'),
  'support.contact_per_day': setting(z.number().int().min(1).max(100), 5, 'count'),
});
