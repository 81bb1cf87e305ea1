import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const teamSettings = {
  'invite.bonus_points': setting(
    z.number().int().min(0).max(1_000_000),
    100,
    'Points credited to the inviter once per invited friend who qualifies (type 21); 0 turns the bonus off',
  ),
  'invite.bonus_min_recharge_minor': setting(
    z.number().int().min(0).max(100_000_00),
    0,
    'An invitee qualifies with their first recharge of at least this much, in cents (0: their first recharge)',
  ),
  'invite.link_base_url': setting(
    z.union([z.literal(''), z.url()]),
    '',
    'Origin of the invite link and its QR code (e.g. https://app.example.com); empty uses the host the member called',
  ),
};
