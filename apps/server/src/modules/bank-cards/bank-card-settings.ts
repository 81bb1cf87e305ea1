import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const bankCardSettings = {
  'bank.edit_allowed': setting(
    z.boolean(),
    true,
    'Members may replace a bound bank card or USDT address (never while a withdrawal to it is under review)',
  ),
  'bank.delete_allowed': setting(
    z.boolean(),
    true,
    'Members may delete a bound bank card or USDT address (never while a withdrawal to it is under review)',
  ),
};
