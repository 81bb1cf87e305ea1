import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

const ascending = (values: number[]) => values.every((value, i) => i === 0 || value > (values[i - 1] ?? 0));

export const investmentSettings = settingsOf('investments', {
  'vip.thresholds_minor': setting(
    z.array(z.number().int().min(1)).max(20).refine(ascending, 'thresholds must rise'),
    [100_00, 500_00, 2_000_00, 10_000_00, 50_000_00],
    'minor-list',
  ),
});
