import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

const cents = z.number().int().min(0).max(100_000_000_00);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM, 00:00 to 24:00');
const texts = z.object({ en: z.string().max(500), zh: z.string().max(500), bd: z.string().max(500) });

/** Minutes since midnight of an "HH:MM" setting. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export const withdrawalSettings = {
  'withdraw.enabled': setting(
    z.boolean(),
    true,
    'Members may apply for withdrawals (refused with withdraw_unable otherwise)',
  ),
  'withdraw.min_minor': setting(cents, 10_00, 'Smallest single withdrawal, in cents, fee not included'),
  'withdraw.max_minor': setting(cents, 5_000_00, 'Largest single withdrawal, in cents, fee not included'),
  'withdraw.daily_count': setting(
    z.number().int().min(1).max(1000),
    3,
    'Withdrawal applications per member per business day (rejected ones count too)',
  ),
  'withdraw.window_start': setting(
    clockTime,
    '00:00',
    'Withdrawals open at this time of day in the business time zone (HH:MM)',
  ),
  'withdraw.window_end': setting(
    clockTime,
    '24:00',
    'Withdrawals close at this time of day in the business time zone (HH:MM; before the start spans midnight)',
  ),
  'withdraw.fee_bps': setting(
    z.number().int().min(0).max(5_000),
    200,
    'Withdrawal fee as a share of the amount, in basis points, reserved on top of the amount',
  ),
  'withdraw.fee_fixed_minor': setting(cents, 0, 'Fixed withdrawal fee added to the share above, in cents'),
  'withdraw.turnover_bps': setting(
    z.number().int().min(0).max(100_000),
    10_000,
    'Share of every credited recharge, in basis points, that must be invested (machines kept, pledged or put in funds) before it can be withdrawn; money made on the platform is never held back (docs/economics.md)',
  ),
  'withdraw.usdt_requires_usdt_recharge': setting(
    z.boolean(),
    true,
    'Withdrawals to a USDT address need an earlier credited USDT recharge (no_usdt_recharge otherwise)',
  ),
  'withdraw.fund_password_max_failures': setting(
    z.number().int().min(1).max(100),
    5,
    'Wrong fund passwords before the member’s withdrawals are locked (a session alone must not guess it)',
  ),
  'withdraw.fund_password_lock_minutes': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    30,
    'How long withdrawals stay locked after too many wrong fund passwords',
  ),
  'withdraw.notice': setting(
    texts,
    {
      en: 'Withdrawals are reviewed and paid within 24 hours. The fee is taken on top of the amount.',
      zh: '提现将在24小时内审核并到账，手续费在提现金额之外另扣。',
      bd: 'উত্তোলন ২৪ ঘণ্টার মধ্যে যাচাই করে পরিশোধ করা হয়। ফি পরিমাণের অতিরিক্ত কাটা হয়।',
    },
    'Notice shown on the withdrawal page, in each language',
  ),
};
