import { MAX_REBATE_BPS, MINER_SELL_WINDOW_DAYS } from '@cloudmine/api';
import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

/** A team rebate rate; the three together never above 10% of the amount paid (SPEC §9, the economic rule). */
const rebateBps = z.number().int().min(0).max(MAX_REBATE_BPS);

export const mallSettings = settingsOf('mall', {
  'mall.start_window_days': setting(
    z.number().int().min(1).max(MINER_SELL_WINDOW_DAYS),
    MINER_SELL_WINDOW_DAYS,
    'days',
  ),
  'mall.sell_refund_bps': setting(z.number().int().min(0).max(10_000), 9_000, 'bps'),
  'mall.rebate_level1_bps': setting(rebateBps, 500, 'bps'),
  'mall.rebate_level2_bps': setting(rebateBps, 300, 'bps'),
  'mall.rebate_level3_bps': setting(rebateBps, 100, 'bps'),
});
