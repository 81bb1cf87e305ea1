import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const lotterySettings = settingsOf('lottery', {
  'lottery.cost_points': setting(z.number().int().min(1).max(1_000_000), 100, 'points'),
  'lottery.requires_investment_or_recharge': setting(z.boolean(), false, 'boolean'),
});
