import { z } from 'zod';
import { empty } from '../common.js';
import { defineCall } from '../define.js';
import { reason } from './common.js';

export const settingRow = z.object({
  key: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  description: z.string(),
  /** JSON Schema of the value, so the console can render and check the field. */
  schema: z.unknown(),
});

export const adminSettingsList = defineCall({
  method: 'POST',
  path: '/api/admin/settings/list',
  auth: 'operator',
  permission: 'settings.manage',
  summary: 'Every business setting with its value, default and schema',
  request: empty,
  response: z.object({ items: z.array(settingRow) }),
});

export const adminSettingsUpdate = defineCall({
  method: 'POST',
  path: '/api/admin/settings/update',
  auth: 'operator',
  permission: 'settings.manage',
  audit: ['setting.update'],
  summary: 'Change one setting; the value must pass its schema',
  request: z.object({ key: z.string().max(100), value: z.unknown(), reason }),
  response: settingRow,
});
