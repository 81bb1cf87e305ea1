import { z } from 'zod';
import { setting } from '../settings/settings.js';

const message = z.string().max(500);

export const maintenanceSettings = {
  'maintenance.enabled': setting(
    z.boolean(),
    false,
    'Maintenance mode: every member call answers `maintenance` and the app shows its maintenance screen; the console and operator calls keep working. Scheduled jobs have their own switch (`jobs.enabled`)',
  ),
  'maintenance.message_zh': setting(
    message,
    '',
    'Maintenance screen message in Chinese (empty: the app’s own text)',
  ),
  'maintenance.message_en': setting(
    message,
    '',
    'Maintenance screen message in English (empty: the app’s own text)',
  ),
  'maintenance.message_bd': setting(
    message,
    '',
    'Maintenance screen message in Bengali (empty: the app’s own text)',
  ),
  'maintenance.ends_at': setting(
    z.union([z.literal(''), z.iso.datetime({ offset: true })]),
    '',
    'When the operator expects to open again, an ISO 8601 instant (e.g. 2026-11-24T06:00:00+06:00); empty: not said',
  ),
};
