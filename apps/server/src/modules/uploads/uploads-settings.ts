import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const uploadsSettings = {
  'uploads.max_file_bytes': setting(
    z
      .number()
      .int()
      .min(64 * 1024)
      .max(20 * 1024 * 1024),
    5 * 1024 * 1024,
    'Largest file a member may upload (identity photos, support images), in bytes',
  ),
  'uploads.daily_count': setting(
    z.number().int().min(1).max(1000),
    30,
    'Files one member may upload in 24 hours (each verification needs three)',
  ),
};
