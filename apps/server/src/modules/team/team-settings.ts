import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const teamSettings = settingsOf('team', {
  'invite.bonus_points': setting(z.number().int().min(0).max(1_000_000), 100, 'points'),
  'invite.bonus_min_recharge_minor': setting(z.number().int().min(0).max(100_000_00), 0, 'minor'),
  'invite.link_base_url': setting(z.union([z.literal(''), z.url()]), '', 'url'),
});
