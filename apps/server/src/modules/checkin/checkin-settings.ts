import { CHECKIN_STREAK_DAYS } from '@cloudmine/api';
import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

const points = z.number().int().min(0).max(1_000_000);

export const checkinSettings = {
  'checkin.points_per_day': setting(points, 10, 'Points for each daily check-in (type 19)'),
  'checkin.streak_reward_points': setting(
    points,
    50,
    `Extra points on every ${CHECKIN_STREAK_DAYS}th consecutive check-in (day ${CHECKIN_STREAK_DAYS}, ${CHECKIN_STREAK_DAYS * 2}, ...); a missed day starts the streak again`,
  ),
  'checkin.requires_investment_or_recharge': setting(
    z.boolean(),
    false,
    'Check-in only for members who have recharged or invested (bought a machine, pledged, invested in a fund); others are refused no_investment_or_recharge',
  ),
};
