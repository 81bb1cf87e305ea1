import { formatMoney, type LotteryPrize } from '@cloudmine/api';
import type { TFunction } from '@/lib/i18n/translator';

/** What a prize is worth, in words: "+50 points", "+1,000.00 USD" (grouped), or the consolation text. */
export function prizeValue(
  prize: Pick<LotteryPrize, 'kind' | 'points' | 'amountMinor'>,
  t: TFunction,
  language: string,
): string {
  if (prize.kind === 'points') return `+${t('raffle.points', { count: prize.points })}`;
  if (prize.kind === 'balance') return `+${formatMoney(prize.amountMinor, language)}`;
  return t('raffle.noPrize');
}
