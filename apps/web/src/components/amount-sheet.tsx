import {
  formatMinor,
  isDecimalText,
  parseDecimal,
  rateDailyIncome,
  termIncome,
  type Minor,
} from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCloseOnRouteChange } from '@/hooks/use-route-overlay';
import { useAmountText } from '@/lib/use-amount-text';
import { Money } from './money';
import { TextField } from './text-field';

interface AmountSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the member is about to put money in: rate, term, limits. */
  details: ReactNode;
  label: string;
  hint?: string;
  submitLabel: string;
  /** The question of the confirmation dialog, given the amount as the member reads it ("1,000.00"). */
  confirmQuestion: (amount: string) => string;
  loading: boolean;
  onSubmit: (text: string) => void;
  /** The balance the amount comes from, shown above the field. */
  availableMinor: number | undefined;
  /** The most the member may put in now (balance and the product's limits); the Max button fills it. */
  maxMinor: number | undefined;
  /** The product's daily rate and term: the expected return of the typed amount. */
  earns: { dailyRateBps: number; termDays: number };
}

/** What the typed amount earns a day, by the server's own rule, or null while it is not an amount. */
function dailyReturn(text: string, dailyRateBps: number): Minor | null {
  const trimmed = text.trim();
  if (!isDecimalText(trimmed)) return null;
  return rateDailyIncome(parseDecimal(trimmed), dailyRateBps);
}

/**
 * A sheet to type an amount of dollars and confirm it before money moves: the available balance, a
 * Max button and the expected return (daily and over the term, computed by the income helpers the
 * server settles with) beside the field. The text goes to the server as typed (decimal), never
 * through a float.
 */
export function AmountSheet(props: AmountSheetProps) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  useCloseOnRouteChange(props.onClose);
  const daily = dailyReturn(amount, props.earns.dailyRateBps);
  const max = props.maxMinor === undefined ? undefined : Math.max(0, props.maxMinor);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (!isDecimalText(text) || parseDecimal(text) <= 0) {
      setError(t('common.amountInvalid'));
      return;
    }
    setError(null);
    const confirmed = await Dialog.confirm({
      title: t('sheet.confirmTitle'),
      content: props.confirmQuestion(amountText(parseDecimal(text))),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) props.onSubmit(text);
  };

  return (
    <Popup visible={props.open} onMaskClick={props.onClose} onClose={props.onClose} showCloseButton>
      <form
        className="amount-sheet"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={props.title}
      >
        <h2>{props.title}</h2>
        <div className="amount-sheet-details">{props.details}</div>
        <List mode="card">
          <List.Item
            extra={
              <span data-testid="sheet-available">
                {props.availableMinor === undefined ? '…' : <Money minor={props.availableMinor} />}
              </span>
            }
          >
            {t('sheet.available')}
          </List.Item>
          <TextField
            id="amount"
            label={props.label}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            placeholder="0.00"
            error={error}
            {...(props.hint ? { hint: props.hint } : {})}
            clearable
            extra={
              <Button
                size="mini"
                fill="none"
                color="primary"
                disabled={!max}
                onClick={() => {
                  if (max) setAmount(formatMinor(max));
                  setError(null);
                }}
              >
                {t('sheet.max')}
              </Button>
            }
          />
        </List>
        <dl className="amount-sheet-return" aria-live="polite">
          <div>
            <dt>{t('sheet.daily')}</dt>
            <dd data-testid="sheet-daily">{daily === null ? '—' : <Money minor={daily} />}</dd>
          </div>
          <div>
            <dt>{t('sheet.total', { days: props.earns.termDays })}</dt>
            <dd data-testid="sheet-total">
              {daily === null ? '—' : <Money minor={termIncome(daily, props.earns.termDays)} />}
            </dd>
          </div>
        </dl>
        <p className="earning-muted">{t('sheet.principal')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={props.loading}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
