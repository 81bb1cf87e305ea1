import { formatMinorIn, formatMoney } from '@cloudmine/api';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * Amounts as texts show them to members, grouped like the `Money` component ("1,234.50"): `amount`
 * for a template that writes its own unit after a no-break space ("{{amount}}\u00a0USD"), `money`
 * with the unit. Input values (a Max button's fill) stay plain `formatMinor` ("750.00").
 */
export function useAmountText(): {
  amount: (minor: number) => string;
  money: (minor: number, unit?: string) => string;
} {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      amount: (minor: number) => formatMinorIn(minor, language),
      money: (minor: number, unit?: string) => formatMoney(minor, language, unit),
    }),
    [language],
  );
}
