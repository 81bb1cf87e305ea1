import { BPS_PER_UNIT, formatMinor } from '@cloudmine/api';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { FormActions } from '@/components/form-actions';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { AmountField } from '@/components/amount-field';
import { useIdempotency } from '@/lib/idempotency';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { exchangeConfigQuery, exchangeKeys } from './exchange-queries';
import { checkConversion } from './exchange-rules';
import './exchange.css';

/** Basis points as a percentage for people: 250 → "2.5". */
function percent(bps: number): string {
  return String(bps / (BPS_PER_UNIT / 100));
}

export default function BalanceConversionPage() {
  const { t } = useTranslation();
  const { money: usd } = useAmountText();
  const queryClient = useQueryClient();
  const config = useQuery(exchangeConfigQuery());
  const amountInput = useCheckedInput();
  const { value: amount, error, setError } = amountInput;
  const action = useIdempotency();

  const convert = useMutation({
    mutationFn: (text: string) =>
      api.call('conversionBalance', { amount: text, idempotencyKey: action.keyFor({ amount: text }) }),
    onSettled: (_data, failure) => action.settle(failure),
    onSuccess: (result) => {
      showSuccess(t('conversion.done', { amount: usd(result.creditedMinor) }));
      amountInput.setValue('');
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

  if (config.isPending)
    return (
      <Page title="balanceConversion">
        <LoadingState />
      </Page>
    );
  if (config.isError)
    return (
      <Page title="balanceConversion">
        <ErrorState onRetry={() => void config.refetch()} />
      </Page>
    );

  const c = config.data.conversion;
  const text = amount.trim();
  const quote = text === '' ? null : checkConversion(text, c.minimumMinor, c.feeBps);
  const errorText = (key: string) => (key === 'parameter_error' ? t('conversion.invalid') : t(`api.${key}`));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checkConversion(text, c.minimumMinor, c.feeBps);
    if ('error' in result) {
      setError(errorText(result.error));
      return;
    }
    setError(null);
    const yes = await Dialog.confirm({
      content: t('conversion.confirm', {
        amount: usd(result.amountMinor),
        credited: usd(result.creditedMinor),
      }),
      confirmText: t('conversion.submit'),
      cancelText: t('common.cancel'),
    });
    if (yes) convert.mutate(text);
  };

  return (
    <Page title="balanceConversion">
      <PullToRefresh onRefresh={() => config.refetch().then(() => undefined)}>
        <div className="exchange">
          <dl className="exchange-wallets">
            <div>
              <dt>{t('conversion.teamBalance')}</dt>
              <dd data-testid="conversion-team-balance">
                <Money minor={c.teamBalanceMinor} />
              </dd>
            </div>
            <div>
              <dt>{t('exchange.balance')}</dt>
              <dd>
                <Money minor={config.data.balanceMinor} />
              </dd>
            </div>
          </dl>
          {c.allowed ? (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <List>
                <AmountField
                  id="conversion-amount"
                  label={t('conversion.amount')}
                  {...amountInput.bind}
                  placeholder={t('conversion.amountPlaceholder')}
                  error={error ?? (quote && 'error' in quote ? errorText(quote.error) : null)}
                  hint={
                    quote && !('error' in quote)
                      ? t('conversion.preview', {
                          credited: usd(quote.creditedMinor),
                          fee: usd(quote.feeMinor),
                        })
                      : t('conversion.terms', { minimum: usd(c.minimumMinor), fee: percent(c.feeBps) })
                  }
                  extra={
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => amountInput.setValue(formatMinor(c.teamBalanceMinor))}
                    >
                      {t('conversion.all')}
                    </button>
                  }
                />
              </List>
              <FormActions label={t('conversion.submit')} loading={convert.isPending} />
            </form>
          ) : (
            <p className="exchange-closed" role="status">
              {t('api.conversion_not_allowed')}
            </p>
          )}
        </div>
      </PullToRefresh>
    </Page>
  );
}
