import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const bargainSettings = {
  'bargain.open': setting(
    z.boolean(),
    true,
    'Whether the bargaining activity is open: closed refuses starting, cutting and buying',
  ),
  'bargain.ends_at': setting(
    z.union([z.literal(''), z.iso.datetime({ offset: true })]),
    '',
    'When the bargaining activity ends (ISO 8601 instant); after it no bargain starts or is cut. Empty: no end',
  ),
  'bargain.min_vip_level': setting(
    z.number().int().min(0).max(100),
    0,
    'VIP level a member needs to start a bargain',
  ),
  'bargain.requires_machine': setting(
    z.boolean(),
    false,
    'Only members who have bought a mining machine may start a bargain; others are refused no_related_products',
  ),
  'bargain.registered_today_only': setting(
    z.boolean(),
    false,
    'Only members who registered today (business day) may cut',
  ),
  'bargain.max_per_member': setting(
    z.number().int().min(1).max(1000),
    1,
    'Bargains one member may start on one event',
  ),
  'bargain.duration_hours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    24,
    'How long a bargain can be cut and, once at its floor, bought',
  ),
  'bargain.subordinate_levels': setting(
    z.number().int().min(1).max(3),
    3,
    'How deep in the initiator’s team a cutter may be: 1 = invited directly, up to 3 levels',
  ),
};
