import { z } from 'zod';
import { SETTING_MODULES, SETTING_UNITS } from '../../setting-units.js';
import { empty } from '../common.js';
import { defineCall } from '../define.js';
import { reason } from './common.js';

/** Title and meaning are the console's to show in the operator's language (`SETTING_TEXTS`). */
export const settingRow = z.object({
  key: z.string(),
  /** The module that declares it: the console groups the list by it. */
  module: z.enum(SETTING_MODULES),
  /** What the value counts (cents, basis points, hours…): the console edits and shows it in that unit. */
  unit: z.enum(SETTING_UNITS),
  value: z.unknown(),
  defaultValue: z.unknown(),
  /** JSON Schema of the value, so the console can render and check the field. */
  schema: z.unknown(),
});

export const adminSettingsList = defineCall({
  method: 'POST',
  path: '/api/admin/settings/list',
  auth: 'operator',
  permission: 'settings.manage',
  summary: 'Every business setting with its module, unit, value, default and schema',
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
