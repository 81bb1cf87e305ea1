import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

const pointsPerUsd = z.number().int().min(1).max(1_000_000);

export const exchangeSettings = settingsOf('exchange', {
  'exchange.balance_to_points_allowed': setting(z.boolean(), true, 'boolean'),
  'exchange.points_to_balance_allowed': setting(z.boolean(), true, 'boolean'),
  'exchange.balance_to_points_per_usd': setting(pointsPerUsd, 100, 'points-per-usd'),
  'exchange.points_to_balance_per_usd': setting(pointsPerUsd, 100, 'points-per-usd'),
  'exchange.minimum_usd': setting(z.number().int().min(1).max(1_000_000), 1, 'usd'),
  'conversion.allowed': setting(z.boolean(), true, 'boolean'),
  'conversion.minimum_minor': setting(z.number().int().min(1).max(100_000_000), 100, 'minor'),
  'conversion.fee_bps': setting(z.number().int().min(0).max(5_000), 0, 'bps'),
});
