import { CURRENCY_LABEL, formatMinor, type LotteryPrize } from '@cloudmine/api';
import type { TFunction } from '@/lib/i18n/translator';

/** What a prize is worth, in words: "+50 points", "+1.00 USD", or the consolation text. */
export function prizeValue(
  prize: Pick<LotteryPrize, 'kind' | 'points' | 'amountMinor'>,
  t: TFunction,
): string {
  if (prize.kind === 'points') return `+${t('raffle.points', { count: prize.points })}`;
  if (prize.kind === 'balance') return `+${formatMinor(prize.amountMinor)} ${CURRENCY_LABEL}`;
  return t('raffle.noPrize');
}
