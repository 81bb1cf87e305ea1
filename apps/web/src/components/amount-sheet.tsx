import { formatMinor, isDecimalText, parseDecimal } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCloseOnRouteChange } from '@/hooks/use-route-overlay';
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
  /** The question of the confirmation dialog, given the amount as plain decimal text ("100.00"). */
  confirmQuestion: (amount: string) => string;
  loading: boolean;
  onSubmit: (text: string) => void;
}

/**
 * A sheet to type an amount of dollars and confirm it before money moves. The text goes to the
 * server as typed (decimal), never through a float.
 */
export function AmountSheet(props: AmountSheetProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  useCloseOnRouteChange(props.onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (!isDecimalText(text) || parseDecimal(text) <= 0) {
      setError(t('common.amountInvalid'));
      return;
    }
    setError(null);
    const confirmed = await Dialog.confirm({
      content: props.confirmQuestion(formatMinor(parseDecimal(text))),
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
          />
        </List>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={props.loading}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
