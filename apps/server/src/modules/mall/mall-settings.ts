import { MAX_REBATE_BPS, MINER_SELL_WINDOW_DAYS } from '@cloudmine/api';
import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

/** A team rebate rate; the three together never above 10% of the amount paid (SPEC §9, the economic rule). */
const rebateBps = z.number().int().min(0).max(MAX_REBATE_BPS);

export const mallSettings = {
  'mall.start_window_days': setting(
    z.number().int().min(1).max(MINER_SELL_WINDOW_DAYS),
    MINER_SELL_WINDOW_DAYS,
    'Days after purchase within which a machine must be started; an order not started by then expires',
  ),
  'mall.sell_refund_bps': setting(
    z.number().int().min(0).max(10_000),
    9_000,
    'Selling a machine back refunds this share of the amount paid (basis points), minus the income it has already paid (type 22); with the three rebates at most 10000',
  ),
  'mall.rebate_level1_bps': setting(
    rebateBps,
    500,
    'Team rebate to the buyer’s inviter on a machine purchase, in basis points of the amount paid; the three levels together at most 1000 = 10%',
  ),
  'mall.rebate_level2_bps': setting(
    rebateBps,
    300,
    'Team rebate to the inviter’s inviter (level 2), in basis points of the amount paid (the three together at most 1000)',
  ),
  'mall.rebate_level3_bps': setting(
    rebateBps,
    100,
    'Team rebate to level 3 above the buyer, in basis points of the amount paid (the three together at most 1000)',
  ),
};
