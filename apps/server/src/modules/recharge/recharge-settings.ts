import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

const cents = z.number().int().min(0).max(100_000_000_00);

export const rechargeSettings = {
  'recharge.first_bonus_bps': setting(
    z.number().int().min(0).max(10_000),
    500,
    "First-recharge bonus as a share of the member's first credited recharge, in basis points (type 10)",
  ),
  'recharge.first_bonus_fixed_minor': setting(
    cents,
    0,
    'Fixed first-recharge bonus added to the share above, in cents (type 10)',
  ),
  'recharge.first_bonus_max_minor': setting(cents, 100_00, 'Largest first-recharge bonus, in cents'),
  'recharge.bonus_points_per_usd': setting(
    z.number().int().min(0).max(100_000),
    10,
    'Points credited per US dollar of every credited recharge, rounded down (type 20)',
  ),
  'recharge.max_open_orders': setting(
    z.number().int().min(1).max(100),
    5,
    'Recharge orders one member may have under review at once',
  ),
};
