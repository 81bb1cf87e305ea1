import { CURRENCY_LABEL, formatMinor } from '@cloudmine/api';

/** An amount of cents as "12.34 USD" (money is never a float: formatMinor does the text). */
export function Money({ minor }: { minor: number }) {
  return (
    <span className="money">
      {formatMinor(minor)} <span className="money-unit">{CURRENCY_LABEL}</span>
    </span>
  );
}
