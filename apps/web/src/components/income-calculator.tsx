import {
  isDecimalText,
  machineDailyIncome,
  parseDecimal,
  rateDailyIncome,
  termIncome,
  type Minor,
} from '@cloudmine/api';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from './money';

/** A machine earns a fixed amount per unit per day; a pledge or fund a daily rate of the amount. */
export type CalculatorRule =
  { kind: 'machine'; unitDailyMinor: number } | { kind: 'rate'; dailyRateBps: number };

/** What `input` earns per day under `rule`, or null while the input is not a valid figure. */
function dailyOf(rule: CalculatorRule, input: string): Minor | null {
  const text = input.trim();
  if (rule.kind === 'machine') {
    if (!/^\d{1,6}$/.test(text)) return null;
    return machineDailyIncome(rule.unitDailyMinor as Minor, Number(text));
  }
  if (!isDecimalText(text)) return null;
  return rateDailyIncome(parseDecimal(text), rule.dailyRateBps);
}

/**
 * Amount or quantity in, daily and total income out, by the same helpers the server settles with
 * (packages/api income.ts), so the figure shown is the figure paid.
 */
export function IncomeCalculator({
  rule,
  termDays,
  initial,
}: {
  rule: CalculatorRule;
  termDays: number;
  initial: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState(initial);
  const daily = dailyOf(rule, input);
  return (
    <details className="income-calculator">
      <summary>{t('calculator.title')}</summary>
      <label htmlFor={id}>
        {rule.kind === 'machine' ? t('calculator.quantity') : t('calculator.amount')}
      </label>
      <input
        id={id}
        inputMode={rule.kind === 'machine' ? 'numeric' : 'decimal'}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      <dl aria-live="polite">
        <div>
          <dt>{t('calculator.daily')}</dt>
          <dd>{daily === null ? '—' : <Money minor={daily} />}</dd>
        </div>
        <div>
          <dt>{t('calculator.total', { days: termDays })}</dt>
          <dd>{daily === null ? '—' : <Money minor={termIncome(daily, termDays)} />}</dd>
        </div>
      </dl>
      <p className="income-calculator-hint">{t('calculator.hint')}</p>
    </details>
  );
}
