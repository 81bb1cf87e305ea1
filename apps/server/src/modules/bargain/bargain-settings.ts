import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const bargainSettings = settingsOf('bargain', {
  'bargain.open': setting(z.boolean(), true, 'boolean'),
  'bargain.ends_at': setting(z.union([z.literal(''), z.iso.datetime({ offset: true })]), '', 'instant'),
  'bargain.min_vip_level': setting(z.number().int().min(0).max(100), 0, 'level'),
  'bargain.requires_machine': setting(z.boolean(), false, 'boolean'),
  'bargain.registered_today_only': setting(z.boolean(), false, 'boolean'),
  'bargain.max_per_member': setting(z.number().int().min(1).max(1000), 1, 'count'),
  'bargain.duration_hours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    24,
    'hours',
  ),
  'bargain.subordinate_levels': setting(z.number().int().min(1).max(3), 3, 'count'),
});
