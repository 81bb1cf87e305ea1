import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const lotterySettings = {
  'lottery.cost_points': setting(
    z.number().int().min(1).max(1_000_000),
    100,
    'Points one lottery draw costs (type 14)',
  ),
  'lottery.requires_investment_or_recharge': setting(
    z.boolean(),
    false,
    'Lucky draws only for members who have recharged or invested (bought a machine, pledged, invested in a fund); others are refused no_investment_or_recharge',
  ),
};
