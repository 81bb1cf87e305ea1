import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

const points = z.number().int().min(0).max(1_000_000);

export const checkinSettings = settingsOf('checkin', {
  'checkin.points_per_day': setting(points, 10, 'points'),
  'checkin.streak_reward_points': setting(points, 50, 'points'),
  'checkin.requires_investment_or_recharge': setting(z.boolean(), false, 'boolean'),
});
