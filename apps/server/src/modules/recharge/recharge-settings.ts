import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

const cents = z.number().int().min(0).max(100_000_000_00);

export const rechargeSettings = settingsOf('recharge', {
  'recharge.first_bonus_bps': setting(z.number().int().min(0).max(10_000), 500, 'bps'),
  'recharge.first_bonus_fixed_minor': setting(cents, 0, 'minor'),
  'recharge.first_bonus_max_minor': setting(cents, 100_00, 'minor'),
  'recharge.bonus_points_per_usd': setting(z.number().int().min(0).max(100_000), 10, 'points-per-usd'),
  'recharge.max_open_orders': setting(z.number().int().min(1).max(100), 5, 'count'),
});
