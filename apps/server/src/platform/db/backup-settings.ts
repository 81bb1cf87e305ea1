import { z } from 'zod';
import { setting, settingsOf } from '../settings/settings.js';

export const backupSettings = settingsOf('backup', {
  'backup.interval_hours': setting(
    z
      .number()
      .int()
      .min(0)
      .max(24 * 7),
    24,
    'hours',
  ),
  'backup.keep': setting(z.number().int().min(1).max(365), 7, 'count'),
});
