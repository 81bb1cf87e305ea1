import { CURRENCY_LABEL, formatMinorIn } from '@cloudmine/api';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * An amount of cents as "12.34 USD", in the reader's digits (formatMinorIn does the text); `.money`
 * keeps the figure and its currency on one line (app.css).
 */
export function Money({ minor }: { minor: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="money">
      {formatMinorIn(minor, i18n.language)} <span className="money-unit">{CURRENCY_LABEL}</span>
    </span>
  );
}
