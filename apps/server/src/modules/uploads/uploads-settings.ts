import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const uploadsSettings = settingsOf('uploads', {
  'uploads.max_file_bytes': setting(
    z
      .number()
      .int()
      .min(64 * 1024)
      .max(20 * 1024 * 1024)
      // Whole kilobytes: the console edits the size in KB.
      .multipleOf(1024),
    5 * 1024 * 1024,
    'bytes',
  ),
  'uploads.daily_count': setting(z.number().int().min(1).max(1000), 30, 'count'),
});
