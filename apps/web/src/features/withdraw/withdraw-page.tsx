import {
  formatTimeZone,
  formatMinor,
  maxWithdrawalMinor,
  type BankCard,
  type WithdrawalMethod,
  type WithdrawalRecord,
  formatDateTime,
} from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Money } from '@/components/money';
import { NavBarLink } from '@/components/nav-bar-link';
import { Page } from '@/components/page';
import { ResultView } from '@/components/result-view';
import { ErrorState, LoadingState } from '@/components/state-views';
import { AmountField } from '@/components/amount-field';
import { FundPasswordField } from '@/components/fund-password-field';
import { TotpField } from '@/components/totp-field';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { useSecondFactor } from '@/hooks/use-second-factor';
import { useIdempotency } from '@/lib/idempotency';
import { userKeys, useUserInfo } from '@/lib/user';
import { formatBpsPercent, quoteWithdrawal, type WithdrawProblem } from './withdraw-amount';
import { hintQuery, infoQuery, withdrawKeys } from './withdraw-queries';
import './withdraw.css';

function problemText(
  problem: WithdrawProblem,
  rules: { minMinor: number; maxMinor: number },
  t: (key: string, values?: Record<string, string>) => string,
  amountText: (minor: number) => string,
) {
  switch (problem) {
    case 'empty':
      return t('withdraw.amountEmpty');
    case 'format':
      return t('withdraw.amountFormat');
    case 'below':
      return (
        t('api.withdraw_amount_too_low') + ` (${t('withdraw.min', { min: amountText(rules.minMinor) })})`
      );
    case 'above':
      return (
        t('api.withdraw_amount_too_high') + ` (${t('withdraw.max', { max: amountText(rules.maxMinor) })})`
      );
    case 'balance':
      return t('api.insufficient_balance');
    case 'turnover':
      return t('api.withdraw_turnover_required');
  }
}

function MethodOption({
  method,
  card,
  checked,
  onSelect,
}: {
  method: WithdrawalMethod;
  card: BankCard | null;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const label = method === 'bank' ? t('withdraw.toBank') : t('withdraw.toUsdt');
  return (
    <div className={checked ? 'withdraw-method is-checked' : 'withdraw-method'}>
      <label>
        <input type="radio" name="method" value={method} checked={checked} onChange={onSelect} />
        <span className="withdraw-method-name">{label}</span>
      </label>
      {card ? (
        <span className="withdraw-method-account" data-testid={`withdraw-account-${method}`}>
          {card.method === 'bank' ? `${card.bankName ?? ''} ${card.account}` : card.account}
          {card.heldUntil ? (
            // Changed recently: the server holds withdrawals to it until then (payout_account_held).
            <span className="withdraw-method-held" data-testid={`withdraw-held-${method}`}>
              {t('withdraw.heldUntil', { time: formatDateTime(card.heldUntil, i18n.language) })}
            </span>
          ) : null}
        </span>
      ) : (
        <Button
          size="mini"
          color="primary"
          fill="outline"
          onClick={() =>
            void navigate(
              withQuery(paths.addCard, {
                back: paths.withdraw,
                ...(method === 'usdt_trc20' ? { method } : {}),
              }),
            )
          }
        >
          {method === 'bank' ? t('withdraw.bindCard') : t('withdraw.bindUsdt')}
        </Button>
      )}
    </div>
  );
}

export default function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hint = useQuery(hintQuery());
  const info = useQuery(infoQuery());
  const user = useUserInfo();
  const idempotency = useIdempotency();
  const [method, setMethod] = useState<WithdrawalMethod>('bank');
  const amountInput = useCheckedInput();
  const passwordInput = useCheckedInput();
  const [totpError, setTotpError] = useState<string | undefined>();
  const amount = amountInput.value;
  const fundPassword = passwordInput.value;
  const secondFactor = useSecondFactor();
  const [requested, setRequested] = useState<WithdrawalRecord | null>(null);

  const apply = useMutation({
    mutationFn: (request: { method: WithdrawalMethod; amount: string; fundPassword: string }) =>
      // The key follows the request without the password: a retry with the same amount is the same action.
      api.call('withdrawApply', {
        ...request,
        ...secondFactor.field(),
        idempotencyKey: idempotency.keyFor({ method: request.method, amount: request.amount }),
      }),
    onSettled: (_data, error) => idempotency.settle(error),
    onError: secondFactor.onError,
    onSuccess: async (record) => {
      amountInput.setValue('');
      passwordInput.setValue('');
      secondFactor.reset();
      setRequested(record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });

  if (requested) {
    return (
      <Page title="withdraw">
        <ResultView
          status="pending"
          title={t('result.withdrawn.title')}
          amountMinor={requested.amountMinor}
          lines={[t('result.withdrawn.what', { account: requested.account }), t('result.withdrawn.review')]}
          primary={{ label: t('result.withdrawn.primary'), to: paths.withdrawRecord }}
          secondary={{ label: t('result.withdrawn.secondary'), to: paths.my }}
        />
      </Page>
    );
  }
  if (hint.isPending || info.isPending) {
    return (
      <Page title="withdraw">
        <LoadingState />
      </Page>
    );
  }
  if (hint.isError || info.isError) {
    return (
      <Page title="withdraw">
        <ErrorState
          onRetry={() => {
            void hint.refetch();
            void info.refetch();
          }}
        />
      </Page>
    );
  }

  const { rules, notice } = hint.data;
  const state = info.data;
  // A fund password never goes away: the member's own record, updated the moment one is set
  // (Change password), counts as well as this page's cached state.
  const hasFundPassword = state.hasFundPassword || user.data?.hasFundPassword === true;
  const card = method === 'bank' ? state.bankCard : state.usdtAddress;
  const quote = quoteWithdrawal(amount, rules, state);
  const most = maxWithdrawalMinor(state.withdrawableMinor, rules);
  const blocked = !rules.enabled || !state.identityVerified || !hasFundPassword || Boolean(card?.heldUntil);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    amountInput.setError(quote.ok ? null : problemText(quote.problem, rules, t, amountText));
    passwordInput.setError(fundPassword ? null : t('common.required'));
    setTotpError(secondFactor.missing() ? t('common.required') : undefined);
    if (!quote.ok || !fundPassword || secondFactor.missing() || !card) return;
    const go = await Dialog.confirm({
      content: t('withdraw.confirm', {
        amount: amountText(quote.amountMinor),
        account: card.account,
        fee: amountText(quote.feeMinor),
        total: amountText(quote.totalMinor),
      }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!go) return;
    apply.mutate({ method, amount: amount.trim(), fundPassword });
  };

  return (
    <Page title="withdraw" right={<NavBarLink to={paths.withdrawRecord} label={t('withdraw.records')} />}>
      <div className="withdraw">
        <section className="withdraw-balance">
          <span>{t('withdraw.available')}</span>
          <strong data-testid="withdraw-balance">
            <Money minor={state.withdrawableMinor} />
          </strong>
          {state.turnoverOutstandingMinor > 0 ? (
            <span className="withdraw-turnover" data-testid="withdraw-turnover">
              {t('withdraw.turnover', {
                balance: amountText(state.balanceMinor),
                outstanding: amountText(state.turnoverOutstandingMinor),
              })}
            </span>
          ) : null}
          <span className="withdraw-today">
            {t('withdraw.remainingToday', { remaining: state.remainingToday, limit: rules.dailyCount })}
          </span>
        </section>
        {notice ? <NoticeBar content={notice} wrap color="info" /> : null}
        {!rules.enabled ? <NoticeBar content={t('api.withdraw_unable')} wrap color="alert" /> : null}
        {!state.identityVerified ? (
          <div className="withdraw-blocker" data-testid="identity-unverified">
            <span>{t('api.identity_unverified')}</span>
            <Button size="mini" color="primary" onClick={() => void navigate(paths.verification)}>
              {t('care.verifyNow')}
            </Button>
            <Button
              size="mini"
              onClick={() => void navigate(withQuery(paths.support, { topic: 'identity' }))}
            >
              {t('care.contactSupport')}
            </Button>
          </div>
        ) : null}
        {!hasFundPassword ? (
          <div className="withdraw-blocker">
            <span>{t('withdraw.noFundPassword')}</span>
            <Button
              size="mini"
              color="primary"
              onClick={() => void navigate(withQuery(paths.changePassword, { tab: 'fund' }))}
            >
              {t('withdraw.setFundPassword')}
            </Button>
          </div>
        ) : null}
        {!state.windowOpen ? (
          <NoticeBar
            content={t('withdraw.windowClosed', {
              start: rules.windowStart,
              end: rules.windowEnd,
              zone: formatTimeZone(rules.timeZone, i18n.language),
            })}
            wrap
            color="alert"
          />
        ) : null}

        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="withdraw-methods">
            <legend className="section-title">{t('withdraw.method')}</legend>
            {rules.methods.map((m) => (
              <MethodOption
                key={m}
                method={m}
                card={m === 'bank' ? state.bankCard : state.usdtAddress}
                checked={m === method}
                onSelect={() => setMethod(m)}
              />
            ))}
          </fieldset>
          <List mode="card">
            <AmountField
              id="withdraw-amount"
              label={t('withdraw.amount')}
              {...amountInput.bind}
              placeholder={t('withdraw.limits', {
                min: amountText(rules.minMinor),
                max: amountText(rules.maxMinor),
              })}
              extra={
                <span className="withdraw-unit">
                  USD
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    disabled={most === 0}
                    onClick={() => amountInput.change(formatMinor(most))}
                  >
                    {t('withdraw.maxButton')}
                  </Button>
                </span>
              }
            />
            <FundPasswordField
              id="withdraw-fund-password"
              label={t('withdraw.fundPassword')}
              {...passwordInput.bind}
            />
            <TotpField id="withdraw-totp" factor={secondFactor} error={totpError} />
          </List>
          <dl className="withdraw-quote" aria-live="polite">
            <div>
              <dt>
                {rules.feeFixedMinor > 0
                  ? t('withdraw.feeBoth', {
                      percent: formatBpsPercent(rules.feeBps),
                      fixed: amountText(rules.feeFixedMinor),
                    })
                  : t('withdraw.fee', { percent: formatBpsPercent(rules.feeBps) })}
              </dt>
              <dd data-testid="withdraw-fee">
                {quote.feeMinor === undefined ? '—' : <Money minor={quote.feeMinor} />}
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.total')}</dt>
              <dd data-testid="withdraw-total">
                {quote.totalMinor === undefined ? '—' : <Money minor={quote.totalMinor} />}
              </dd>
            </div>
          </dl>
          <p className="withdraw-window">
            {t('withdraw.window', {
              start: rules.windowStart,
              end: rules.windowEnd,
              zone: formatTimeZone(rules.timeZone, i18n.language),
            })}
          </p>
          {blocked || !card ? (
            <div className="form-actions">
              <Button block color="primary" size="large" disabled>
                {t('withdraw.submit')}
              </Button>
            </div>
          ) : (
            <FormActions label={t('withdraw.submit')} loading={apply.isPending} />
          )}
        </form>
      </div>
    </Page>
  );
}
