import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

const pointsPerUsd = z.number().int().min(1).max(1_000_000);

export const exchangeSettings = {
  'exchange.balance_to_points_allowed': setting(
    z.boolean(),
    true,
    'Whether members may exchange balance for points (otherwise "conversion not allowed")',
  ),
  'exchange.points_to_balance_allowed': setting(
    z.boolean(),
    true,
    'Whether members may exchange points for balance (otherwise "conversion not allowed")',
  ),
  'exchange.balance_to_points_per_usd': setting(
    pointsPerUsd,
    100,
    'Points a member receives for each whole US dollar of balance',
  ),
  'exchange.points_to_balance_per_usd': setting(
    pointsPerUsd,
    100,
    'Points a member pays for each whole US dollar of balance received',
  ),
  'exchange.minimum_usd': setting(
    z.number().int().min(1).max(1_000_000),
    1,
    'Smallest exchange in either direction, in whole US dollars (otherwise "below minimum exchange")',
  ),
  'conversion.allowed': setting(
    z.boolean(),
    true,
    'Whether members may move team balance to balance (otherwise "conversion not allowed")',
  ),
  'conversion.minimum_minor': setting(
    z.number().int().min(1).max(100_000_000),
    100,
    'Smallest team-balance conversion, in cents',
  ),
  'conversion.fee_bps': setting(
    z.number().int().min(0).max(5_000),
    0,
    'Fee kept on a team-balance conversion, in basis points of the amount (rounded toward zero)',
  ),
};
