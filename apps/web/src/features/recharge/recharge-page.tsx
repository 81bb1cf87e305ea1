import { type PaymentChannel, type RechargeRecord, formatDateTime } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { paths } from '@/config/paths';
import { useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { PagedList } from '@/components/paged-list';
import { ResultView } from '@/components/result-view';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ReviewStateTag } from '@/components/review-state-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { AmountField } from '@/components/amount-field';
import { TextField } from '@/components/text-field';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { copyText } from '@/lib/clipboard';
import { showFailure, showSuccess } from '@/lib/toast';
import { useUserInfo, userKeys } from '@/lib/user';
import { checkRechargeAmount, type RechargeAmountProblem } from './recharge-amount';
import { channelsQuery, ratesQuery, rechargeKeys, rechargeRecordsQuery } from './recharge-queries';
import './recharge.css';

/** Manual channels: the member pays the payee and an operator confirms; the others redirect to a gateway. */
const isManual = (channel: PaymentChannel) =>
  channel.kind === 'bank_transfer' || channel.kind === 'usdt_trc20';

function ChannelOption({
  channel,
  checked,
  onSelect,
}: {
  channel: PaymentChannel;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  return (
    <label className={checked ? 'recharge-channel is-checked' : 'recharge-channel'}>
      <input
        type="radio"
        name="channel"
        value={channel.id}
        checked={checked}
        onChange={onSelect}
        aria-describedby={`channel-${channel.id}-limits`}
      />
      <span className="recharge-channel-name">{channel.name}</span>
      <span className="recharge-channel-limits" id={`channel-${channel.id}-limits`}>
        {t('recharge.limits', {
          min: amountText(channel.minMinor),
          max: amountText(channel.maxMinor),
          currency: channel.currency,
        })}
      </span>
      {channel.collectionProhibited ? (
        <span className="recharge-channel-paused">{t('recharge.collectionPaused')}</span>
      ) : null}
    </label>
  );
}

function PayeeCard({ record, payee }: { record: RechargeRecord; payee: string }) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const copy = () =>
    copyText(payee).then(
      () => showSuccess(t('common.copied')),
      () => showFailure(t('common.copyFailed')),
    );
  return (
    <section className="recharge-payee" aria-live="polite" data-testid="recharge-manual">
      <h2 className="section-title">{t('recharge.manualTitle')}</h2>
      <p>{t('recharge.manualPay', { amount: amountText(record.amountMinor), currency: record.currency })}</p>
      <p className="recharge-payee-text">{payee}</p>
      <Button size="small" fill="outline" color="primary" onClick={() => void copy()}>
        {t('common.copy')}
      </Button>
      <p>{t('recharge.manualOrder', { orderNo: record.orderNo })}</p>
      <p className="recharge-note">{t('recharge.manualNext')}</p>
    </section>
  );
}

function RecordItem({ record }: { record: RechargeRecord }) {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  return (
    <article className="wallet-record" data-testid="recharge-record">
      <div className="wallet-record-main">
        <span className="wallet-record-title">{record.channelName}</span>
        <ReviewStateTag state={record.state} />
      </div>
      <div className="wallet-record-main">
        <span>
          {amountText(record.amountMinor)}
          {'\u00a0'}
          {record.currency}
        </span>
        <Money minor={record.creditMinor} />
      </div>
      <div className="wallet-record-meta">
        <span>{t('recharge.orderNo', { orderNo: record.orderNo })}</span>
        <span>{formatDateTime(record.createdAt, i18n.language)}</span>
      </div>
    </article>
  );
}

/**
 * After the gateway's page sends the member back: the result of that order, watched until it
 * settles, with the first-recharge bonus and points it brought.
 */
function ReturnedOrder({ orderNo, onAgain }: { orderNo: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: [...rechargeKeys.all, 'returned', orderNo],
    queryFn: async () => {
      const page = await api.call('paymentRecords', { limit: 20 });
      const found = page.items.find((item) => item.orderNo === orderNo) ?? null;
      if (found && found.state !== 'under_review') {
        await queryClient.invalidateQueries({ queryKey: userKeys.all });
        await queryClient.invalidateQueries({ queryKey: rechargeKeys.records() });
      }
      return found;
    },
    // The gateway's callback may still be on its way: look again until the order is settled.
    refetchInterval: (query) => (query.state.data?.state === 'under_review' ? 3_000 : false),
  });
  if (!order.data) return null;
  const { state } = order.data;
  if (state === 'successful')
    return (
      <ResultView
        title={t('result.paid.title')}
        amountMinor={order.data.creditMinor}
        lines={[
          t('result.paid.what', { orderNo }),
          ...(order.data.bonusMinor > 0
            ? [
                <span key="bonus" data-testid="first-recharge-bonus">
                  {t('result.paid.bonus')} +<Money minor={order.data.bonusMinor} />
                </span>,
              ]
            : []),
          ...(order.data.bonusPoints > 0
            ? [t('result.paid.points', { points: order.data.bonusPoints })]
            : []),
        ]}
        primary={{ label: t('result.paid.primary'), to: paths.fundsRecord }}
        secondary={{ label: t('result.paid.secondary'), to: paths.home }}
      />
    );
  if (state === 'failed')
    return (
      <ResultView
        status="failed"
        title={t('result.failedPay.title')}
        lines={[t('result.failedPay.what', { orderNo })]}
        primary={{ label: t('result.failedPay.primary'), to: onAgain }}
        secondary={{ label: t('result.paid.secondary'), to: paths.home }}
      />
    );
  return (
    <ResultView
      status="pending"
      title={t('result.pendingPay.title')}
      lines={[t('result.pendingPay.what', { orderNo })]}
      primary={{ label: t('result.paid.secondary'), to: paths.home }}
    />
  );
}

function amountError(
  problem: RechargeAmountProblem,
  channel: PaymentChannel,
  t: (key: string, values?: Record<string, string>) => string,
  amountText: (minor: number) => string,
): string {
  switch (problem) {
    case 'empty':
      return t('recharge.amountEmpty');
    case 'format':
      return t('recharge.amountFormat');
    case 'below':
      return t('recharge.amountBelow', { min: amountText(channel.minMinor), currency: channel.currency });
    case 'above':
      return t('recharge.amountAbove', { max: amountText(channel.maxMinor), currency: channel.currency });
  }
}

export default function RechargePage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returnedOrderNo = params.get('orderNo');
  const user = useUserInfo();
  const channels = useQuery(channelsQuery());
  const rates = useQuery(ratesQuery());
  const records = useInfiniteQuery(rechargeRecordsQuery());
  const idempotency = useIdempotency();

  const [channelId, setChannelId] = useState<number | null>(null);
  const amountInput = useCheckedInput();
  const amount = amountInput.value;
  const [payerReference, setPayerReference] = useState('');
  const { setError } = amountInput;
  const [manual, setManual] = useState<{ record: RechargeRecord; payee: string } | null>(null);

  const open = channels.data?.items ?? [];
  const channel = open.find((c) => c.id === channelId) ?? open[0] ?? null;
  const check = channel ? checkRechargeAmount(amount, channel) : null;
  const rate = channel ? rates.data?.items.find((r) => r.currency === channel.currency) : undefined;

  const start = useMutation({
    mutationFn: (request: { channelId: number; amount: string; payerReference?: string }) =>
      api.call('paymentStart', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: rechargeKeys.records() });
      if (result.payUrl) {
        // The gateway's pay page, on our own host for the sandbox; it links back here.
        window.location.assign(result.payUrl);
        return;
      }
      amountInput.setValue('');
      setPayerReference('');
      setManual({ record: result.recharge, payee: result.payee ?? '' });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!channel || !check) return;
    if (!check.ok) {
      setError(amountError(check.problem, channel, t, amountText));
      return;
    }
    setError(null);
    const go = await Dialog.confirm({
      content: t('recharge.confirm', {
        amount: amountText(check.amountMinor),
        currency: channel.currency,
        channel: channel.name,
        credit: amountText(check.creditMinor),
      }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!go) return;
    start.mutate({
      channelId: channel.id,
      amount: amount.trim(),
      ...(isManual(channel) && payerReference.trim() ? { payerReference: payerReference.trim() } : {}),
    });
  };

  let form;
  if (channels.isPending) {
    form = <LoadingState />;
  } else if (channels.isError) {
    form = <ErrorState onRetry={() => void channels.refetch()} />;
  } else if (channels.data.depositProhibited) {
    form = (
      <NoticeBar
        content={t('recharge.depositProhibited')}
        color="alert"
        wrap
        data-testid="deposit-prohibited"
      />
    );
  } else if (!channel) {
    form = <EmptyState message={t('recharge.noChannels')} />;
  } else {
    form = (
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="recharge-channels">
          <legend className="section-title">{t('recharge.channel')}</legend>
          {open.map((c) => (
            <ChannelOption
              key={c.id}
              channel={c}
              checked={c.id === channel.id}
              onSelect={() => {
                setChannelId(c.id);
                setError(null);
                setManual(null);
              }}
            />
          ))}
        </fieldset>
        <List mode="card">
          <AmountField
            id="recharge-amount"
            label={t('recharge.amount')}
            {...amountInput.bind}
            placeholder={t('recharge.amountPlaceholder', { currency: channel.currency })}
            hint={
              check?.ok
                ? t('recharge.credit', { amount: amountText(check.creditMinor) })
                : t('recharge.limits', {
                    min: amountText(channel.minMinor),
                    max: amountText(channel.maxMinor),
                    currency: channel.currency,
                  })
            }
            extra={<span className="recharge-currency">{channel.currency}</span>}
          />
          {isManual(channel) ? (
            <TextField
              id="recharge-reference"
              label={t('recharge.payerReference')}
              value={payerReference}
              onChange={setPayerReference}
              maxLength={128}
              placeholder={t('recharge.payerReferencePlaceholder')}
            />
          ) : null}
        </List>
        {rate && channel.currency !== 'USD' ? (
          <p className="recharge-note">
            {t('recharge.rate', { units: rate.unitsPerUsd, currency: channel.currency })}
          </p>
        ) : null}
        {channel.collectionProhibited ? (
          <p className="recharge-note is-alert">{t('recharge.collectionPausedText')}</p>
        ) : null}
        <FormActions label={t('recharge.submit')} loading={start.isPending} />
      </form>
    );
  }

  if (returnedOrderNo)
    return (
      <Page title="recharge">
        <ReturnedOrder orderNo={returnedOrderNo} onAgain={() => setParams({}, { replace: true })} />
      </Page>
    );

  return (
    <Page title="recharge">
      <div className="recharge">
        <section className="recharge-balance">
          <span>{t('recharge.balance')}</span>
          <strong data-testid="recharge-balance">
            {user.data ? <Money minor={user.data.balanceMinor} /> : '—'}
          </strong>
        </section>
        {form}
        {manual ? <PayeeCard record={manual.record} payee={manual.payee} /> : null}
        <h2 className="section-title recharge-records-title">{t('recharge.records')}</h2>
        <PullToRefresh onRefresh={() => records.refetch().then(() => undefined)}>
          <PagedList
            query={records}
            itemKey={(record) => record.id}
            renderItem={(record) => <RecordItem record={record} />}
            empty={t('recharge.noRecords')}
          />
        </PullToRefresh>
      </div>
    </Page>
  );
}
