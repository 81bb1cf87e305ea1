import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const bankCardSettings = settingsOf('bank-cards', {
  'bank.edit_allowed': setting(z.boolean(), true, 'boolean'),
  'bank.delete_allowed': setting(z.boolean(), true, 'boolean'),
  'bank.change_hold_hours': setting(z.number().int().min(0).max(720), 24, 'hours'),
});
