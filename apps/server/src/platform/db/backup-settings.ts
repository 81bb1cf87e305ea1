import { z } from 'zod';
import { setting } from '../settings/settings.js';

export const backupSettings = {
  'backup.interval_hours': setting(
    z
      .number()
      .int()
      .min(0)
      .max(24 * 7),
    24,
    'Hours between the scheduled backups of the embedded database (DATA_DIR/backups); 0 turns them off. A database server is backed up with its own tools (docs/operations.md)',
  ),
  'backup.keep': setting(
    z.number().int().min(1).max(365),
    7,
    'How many scheduled backups to keep; older ones are deleted after a new one is written',
  ),
};
