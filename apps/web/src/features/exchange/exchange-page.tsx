import { type ExchangeDirection } from '@cloudmine/api';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Selector from 'antd-mobile/es/components/selector';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { FormActions } from '@/components/form-actions';
import { ListLinkRow } from '@/components/list-rows';
import { Money } from '@/components/money';
import { NavBarLink } from '@/components/nav-bar-link';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { AmountField } from '@/components/amount-field';
import { paths } from '@/config/paths';
import { useIdempotency } from '@/lib/idempotency';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { exchangeConfigQuery, exchangeKeys } from './exchange-queries';
import { checkWholeDollars } from './exchange-rules';
import './exchange.css';

export default function ExchangePage() {
  const { t } = useTranslation();
  const { money: usd } = useAmountText();
  const queryClient = useQueryClient();
  const config = useQuery(exchangeConfigQuery());
  const [direction, setDirection] = useState<ExchangeDirection>('balance_to_points');
  const amountInput = useCheckedInput();
  const { value: amount, error, setError } = amountInput;
  const action = useIdempotency();

  const exchange = useMutation({
    mutationFn: (dollars: number) =>
      api.call('scoreExchange', {
        direction,
        amount: dollars,
        idempotencyKey: action.keyFor({ direction, dollars }),
      }),
    onSettled: (_data, failure) => action.settle(failure),
    onSuccess: () => {
      showSuccess(t('exchange.done'));
      amountInput.setValue('');
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

  if (config.isPending)
    return (
      <Page title="exchange">
        <LoadingState />
      </Page>
    );
  if (config.isError)
    return (
      <Page title="exchange">
        <ErrorState onRetry={() => void config.refetch()} />
      </Page>
    );

  const c = config.data;
  const side = direction === 'balance_to_points' ? c.balanceToPoints : c.pointsToBalance;
  const checked = amount.trim() === '' ? null : checkWholeDollars(amount, c.minimumUsd);
  const quote =
    checked && 'usd' in checked
      ? { minor: checked.usd * 100, points: checked.usd * side.pointsPerUsd }
      : null;
  const pay = quote
    ? direction === 'balance_to_points'
      ? usd(quote.minor)
      : t('exchange.points', { count: quote.points })
    : '';
  const get = quote
    ? direction === 'balance_to_points'
      ? t('exchange.points', { count: quote.points })
      : usd(quote.minor)
    : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checkWholeDollars(amount, c.minimumUsd);
    if ('error' in result) {
      setError(t(`api.${result.error}`));
      return;
    }
    setError(null);
    const yes = await Dialog.confirm({
      content: t('exchange.confirm', { pay, get }),
      confirmText: t('exchange.submit'),
      cancelText: t('common.cancel'),
    });
    if (yes) exchange.mutate(result.usd);
  };

  return (
    <Page title="exchange" right={<NavBarLink to={paths.exchangeRecord} label={t('exchange.records')} />}>
      <PullToRefresh onRefresh={() => config.refetch().then(() => undefined)}>
        <div className="exchange">
          <dl className="exchange-wallets">
            <div>
              <dt>{t('exchange.balance')}</dt>
              <dd data-testid="exchange-balance">
                <Money minor={c.balanceMinor} />
              </dd>
            </div>
            <div>
              <dt>{t('exchange.pointsLabel')}</dt>
              <dd data-testid="exchange-points">{c.points}</dd>
            </div>
          </dl>
          <Selector
            className="exchange-direction"
            columns={2}
            value={[direction]}
            onChange={(values) => {
              if (values[0]) setDirection(values[0]);
              setError(null);
            }}
            options={[
              { label: t('exchange.toPoints'), value: 'balance_to_points' as const },
              { label: t('exchange.toBalance'), value: 'points_to_balance' as const },
            ]}
          />
          <p className="exchange-rate">{t('exchange.rate', { points: side.pointsPerUsd })}</p>
          {side.allowed ? (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <List>
                <AmountField
                  id="exchange-amount"
                  label={t('exchange.amount')}
                  inputMode="numeric"
                  {...amountInput.bind}
                  placeholder={t('exchange.amountPlaceholder', { min: c.minimumUsd })}
                  error={error ?? (checked && 'error' in checked ? t(`api.${checked.error}`) : null)}
                  hint={
                    quote ? t('exchange.preview', { pay, get }) : t('exchange.minimum', { min: c.minimumUsd })
                  }
                />
              </List>
              <FormActions label={t('exchange.submit')} loading={exchange.isPending} />
            </form>
          ) : (
            <p className="exchange-closed" role="status">
              {t('api.conversion_not_allowed')}
            </p>
          )}
          <List mode="card">
            <ListLinkRow to={paths.balanceConversion}>{t('title.balanceConversion')}</ListLinkRow>
            <ListLinkRow to={paths.integral}>{t('title.integral')}</ListLinkRow>
          </List>
        </div>
      </PullToRefresh>
    </Page>
  );
}
