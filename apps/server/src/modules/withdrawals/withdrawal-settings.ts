import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

const cents = z.number().int().min(0).max(100_000_000_00);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM, 00:00 to 24:00');
const texts = z.object({ en: z.string().max(500), zh: z.string().max(500), bd: z.string().max(500) });

/** Minutes since midnight of an "HH:MM" setting. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export const withdrawalSettings = settingsOf('withdrawals', {
  'withdraw.enabled': setting(z.boolean(), true, 'boolean'),
  'withdraw.min_minor': setting(cents, 10_00, 'minor'),
  'withdraw.max_minor': setting(cents, 5_000_00, 'minor'),
  'withdraw.daily_count': setting(z.number().int().min(1).max(1000), 3, 'count'),
  'withdraw.window_start': setting(clockTime, '00:00', 'time-of-day'),
  'withdraw.window_end': setting(clockTime, '24:00', 'time-of-day'),
  'withdraw.fee_bps': setting(z.number().int().min(0).max(5_000), 200, 'bps'),
  'withdraw.fee_fixed_minor': setting(cents, 0, 'minor'),
  'withdraw.turnover_bps': setting(z.number().int().min(0).max(100_000), 10_000, 'bps'),
  'withdraw.usdt_requires_usdt_recharge': setting(z.boolean(), true, 'boolean'),
  'withdraw.fund_password_max_failures': setting(z.number().int().min(1).max(100), 5, 'count'),
  'withdraw.fund_password_lock_minutes': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    30,
    'minutes',
  ),
  'withdraw.notice': setting(
    texts,
    {
      en: 'Withdrawals are reviewed and paid within 24 hours. The fee is taken on top of the amount.',
      zh: '提现将在24小时内审核并到账，手续费在提现金额之外另扣。',
      bd: 'উত্তোলন 24 ঘণ্টার মধ্যে যাচাই করে পরিশোধ করা হয়। ফি পরিমাণের অতিরিক্ত কাটা হয়।',
    },
    'texts',
  ),
});
