import type { WithdrawalMethod } from '@cloudmine/api';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '@/components/field';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { TextField } from '@/components/text-field';
import { isAppPath, paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { bankConfigQuery, bankListQuery } from './bank-card-queries';
import { EMPTY_DRAFT, readDraft, writeDraft, type CardDraft } from './card-draft';
import { checkBankCard, looksLikeTrc20, type CardProblem } from './card-form-rules';
import { BoundAccount } from './bound-account';
import type { FormProps } from './card-form-parts';
import { NoFundPassword } from './no-fund-password';
import { useHasFundPassword } from './use-has-fund-password';
import { useBindAccount } from './use-bind-account';
import './bank-card.css';

function problemText(problem: CardProblem | undefined, t: (key: string) => string): string | undefined {
  if (!problem) return undefined;
  return problem === 'required' ? t('common.required') : t(`bankCard.problem.${problem}`);
}

function BankCardForm(props: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useQuery({
    queryKey: ['register-config'],
    queryFn: () => api.call('registerConfig', {}),
    staleTime: 10 * 60_000,
  });
  const [draft, setDraft] = useState<CardDraft>(readDraft);
  const [problems, setProblems] = useState<ReturnType<typeof checkBankCard>>({});
  // Every edit is written to the draft at once: picking the bank leaves the page.
  const field = (name: 'holderName' | 'phone' | 'account') => ({
    value: draft[name],
    onChange: (value: string) => {
      const next = { ...draft, [name]: value };
      setDraft(next);
      writeDraft(next);
    },
    error: problemText(problems[name], t),
  });
  // The fund password is never part of the draft: the draft is kept in session storage while the bank is picked.
  const bindForm = useBindAccount(
    props,
    (confirmation) => ({
      method: 'bank',
      holderName: draft.holderName.trim(),
      phone: draft.phone.trim(),
      bankId: draft.bankId ?? 0,
      account: draft.account,
      ...confirmation,
    }),
    () => {
      writeDraft(null);
      setDraft(EMPTY_DRAFT);
    },
  );

  const checkFields = () => {
    const found = checkBankCard(draft, new RegExp(config.data?.phonePattern ?? '^\\+?\\d{6,15}$'));
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  return bindForm(
    'card',
    checkFields,
    <>
      <TextField
        id="card-holder"
        label={t('bankCard.holderName')}
        {...field('holderName')}
        autoComplete="name"
        maxLength={64}
      />
      <TextField
        id="card-phone"
        label={t('bankCard.phone')}
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={config.data?.phoneExample}
      />
      <Field htmlFor="card-bank" label={t('bankCard.bank')} error={problemText(problems.bankId, t)}>
        <button
          id="card-bank"
          type="button"
          className="bank-card-picker"
          onClick={() => {
            writeDraft(draft);
            void navigate(paths.bankList);
          }}
        >
          {draft.bankName || t('bankCard.chooseBank')}
        </button>
      </Field>
      <TextField
        id="card-account"
        label={t('bankCard.account')}
        {...field('account')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
      />
    </>,
  );
}

function UsdtForm(props: FormProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bindForm = useBindAccount(
    props,
    (confirmation) => ({ method: 'usdt_trc20', address: address.trim(), ...confirmation }),
    () => setAddress(''),
  );
  const checkAddress = () => {
    const addressProblem = !address.trim()
      ? t('common.required')
      : !looksLikeTrc20(address)
        ? t('bankCard.problem.usdt')
        : null;
    setProblem(addressProblem);
    return addressProblem === null;
  };
  return bindForm(
    'usdt',
    checkAddress,
    <TextField
      id="usdt-address"
      label={t('bankCard.usdtAddress')}
      value={address}
      onChange={setAddress}
      autoComplete="off"
      maxLength={34}
      placeholder={t('bankCard.usdtPlaceholder')}
      hint={t('bankCard.usdtHint')}
      error={problem}
    />,
  );
}

export default function AddCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const method: WithdrawalMethod = params.get('method') === 'usdt_trc20' ? 'usdt_trc20' : 'bank';
  const cards = useQuery(bankListQuery());
  const config = useQuery(bankConfigQuery());
  const hasFundPassword = useHasFundPassword();

  // Came from the withdrawal page: go back there once the account is bound.
  const back = params.get('back');
  const onDone = () => {
    if (back && isAppPath(back)) void navigate(back, { replace: true });
  };

  let content;
  if (cards.isPending || config.isPending) {
    content = <LoadingState />;
  } else if (cards.isError || config.isError) {
    content = (
      <ErrorState
        onRetry={() => {
          void cards.refetch();
          void config.refetch();
        }}
      />
    );
  } else {
    const bound = cards.data.items.find((card) => card.method === method) ?? null;
    const { editAllowed, deleteAllowed, changeHoldHours } = config.data;
    const formProps = { replacing: bound !== null, hasFundPassword, holdHours: changeHoldHours, onDone };
    content = (
      <>
        {hasFundPassword ? null : <NoFundPassword />}
        {bound ? (
          <BoundAccount card={bound} deleteAllowed={deleteAllowed} hasFundPassword={hasFundPassword} />
        ) : null}
        {bound && !editAllowed ? (
          <p className="bank-card-note">{t('bankCard.editForbidden')}</p>
        ) : (
          <>
            {bound ? (
              <h2 className="section-title bank-card-replace-title">{t('bankCard.replaceTitle')}</h2>
            ) : null}
            {method === 'bank' ? <BankCardForm {...formProps} /> : <UsdtForm {...formProps} />}
          </>
        )}
      </>
    );
  }

  return (
    <Page title="addCard">
      <Tabs
        activeKey={method}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'usdt_trc20') next.set('method', key);
          else next.delete('method');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.Tab key="bank" title={t('bankCard.bankTab')} />
        <Tabs.Tab key="usdt_trc20" title={t('bankCard.usdtTab')} />
      </Tabs>
      <div className="bank-card">{content}</div>
    </Page>
  );
}
