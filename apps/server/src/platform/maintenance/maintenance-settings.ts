import { z } from 'zod';
import { setting, settingsOf } from '../settings/settings.js';

const message = z.string().max(500);

export const maintenanceSettings = settingsOf('maintenance', {
  'maintenance.enabled': setting(z.boolean(), false, 'boolean'),
  'maintenance.message_zh': setting(message, '', 'text'),
  'maintenance.message_en': setting(message, '', 'text'),
  'maintenance.message_bd': setting(message, '', 'text'),
  'maintenance.ends_at': setting(z.union([z.literal(''), z.iso.datetime({ offset: true })]), '', 'instant'),
});
