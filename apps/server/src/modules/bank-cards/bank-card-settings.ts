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
  'bank.change_hold_hours': setting(
    z.number().int().min(0).max(720),
    24,
    'Hours a changed withdrawal account (edited, or bound again after a deletion) is held for withdrawals; 0 = no hold. A member’s first account of a method is not held',
  ),
};
