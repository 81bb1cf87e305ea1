import { CURRENCY_LABEL, formatMinorIn } from '@cloudmine/api';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * An amount of cents as "1,234.50 USD" in the reader's grouping (formatMinorIn does the text); the
 * no-break space keeps the unit on the figure's line.
 */
export function Money({ minor }: { minor: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="money">
      {formatMinorIn(minor, i18n.language)}
      {'\u00a0'}
      <span className="money-unit">{CURRENCY_LABEL}</span>
    </span>
  );
}
