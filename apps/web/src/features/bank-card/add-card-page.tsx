import type { BankCard, WithdrawalMethod } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '@/components/field';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { TextField } from '@/components/text-field';
import { isAppPath, paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { bankCardKeys, bankConfigQuery, bankListQuery } from './bank-card-queries';
import { EMPTY_DRAFT, readDraft, writeDraft, type CardDraft } from './card-draft';
import { checkBankCard, looksLikeTrc20, type CardProblem } from './card-form-rules';
import './bank-card.css';

/** Everything that shows bound accounts (the withdrawal page) reads them again after a change. */
function useAccountsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankCardKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['withdraw'] }),
    ]);
}

function BoundAccount({ card, deleteAllowed }: { card: BankCard; deleteAllowed: boolean }) {
  const { t } = useTranslation();
  const changed = useAccountsChanged();
  const remove = useMutation({
    mutationFn: () => api.call('bankDelete', { cardId: card.id }),
    onSuccess: async () => {
      showSuccess(t('bankCard.deleted'));
      await changed();
    },
  });
  const confirmRemove = async () => {
    const yes = await Dialog.confirm({
      content: t('bankCard.deleteConfirm'),
      confirmText: t('bankCard.delete'),
      cancelText: t('common.cancel'),
    });
    if (yes) remove.mutate();
  };
  return (
    <section className="bank-card-bound" data-testid={`bound-${card.method}`}>
      <div className="bank-card-bound-head">
        <span>{card.method === 'bank' ? card.bankName : t('bankCard.usdt')}</span>
        {deleteAllowed ? (
          <Button
            size="mini"
            fill="outline"
            color="danger"
            loading={remove.isPending}
            onClick={() => void confirmRemove()}
          >
            {t('bankCard.delete')}
          </Button>
        ) : null}
      </div>
      <p className="bank-card-bound-account">{card.account}</p>
      {card.holderName ? <p className="bank-card-bound-holder">{card.holderName}</p> : null}
    </section>
  );
}

function problemText(problem: CardProblem | undefined, t: (key: string) => string): string | undefined {
  if (!problem) return undefined;
  return problem === 'required' ? t('common.required') : t(`bankCard.problem.${problem}`);
}

function BankCardForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changed = useAccountsChanged();
  const config = useQuery({
    queryKey: ['register-config'],
    queryFn: () => api.call('registerConfig', {}),
    staleTime: 10 * 60_000,
  });
  const [draft, setDraft] = useState<CardDraft>(readDraft);
  const [problems, setProblems] = useState<ReturnType<typeof checkBankCard>>({});
  const set = (field: 'holderName' | 'phone' | 'account') => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    writeDraft(next);
  };

  const bind = useMutation({
    mutationFn: () =>
      api.call('bankBind', {
        method: 'bank',
        holderName: draft.holderName.trim(),
        phone: draft.phone.trim(),
        bankId: draft.bankId ?? 0,
        account: draft.account,
      }),
    onSuccess: async () => {
      writeDraft(null);
      setDraft(EMPTY_DRAFT);
      showSuccess(t('bankCard.bound'));
      await changed();
      onDone();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBankCard(draft, new RegExp(config.data?.phonePattern ?? '^\\+?\\d{6,15}$'));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (replacing) {
      const yes = await Dialog.confirm({
        content: t('bankCard.replaceConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!yes) return;
    }
    bind.mutate();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <List mode="card">
        <TextField
          id="card-holder"
          label={t('bankCard.holderName')}
          value={draft.holderName}
          onChange={set('holderName')}
          autoComplete="name"
          maxLength={64}
          error={problemText(problems.holderName, t)}
        />
        <TextField
          id="card-phone"
          label={t('bankCard.phone')}
          value={draft.phone}
          onChange={set('phone')}
          type="tel"
          autoComplete="tel"
          placeholder={config.data?.phoneExample}
          error={problemText(problems.phone, t)}
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
          value={draft.account}
          onChange={set('account')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          error={problemText(problems.account, t)}
        />
      </List>
      <FormActions label={replacing ? t('bankCard.replace') : t('bankCard.bind')} loading={bind.isPending} />
    </form>
  );
}

function UsdtForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const changed = useAccountsChanged();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bind = useMutation({
    mutationFn: () => api.call('bankBind', { method: 'usdt_trc20', address: address.trim() }),
    onSuccess: async () => {
      setAddress('');
      showSuccess(t('bankCard.bound'));
      await changed();
      onDone();
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) return setProblem(t('common.required'));
    if (!looksLikeTrc20(address)) return setProblem(t('bankCard.problem.usdt'));
    setProblem(null);
    if (replacing) {
      const yes = await Dialog.confirm({
        content: t('bankCard.replaceConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!yes) return;
    }
    bind.mutate();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <List mode="card">
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
        />
      </List>
      <FormActions label={replacing ? t('bankCard.replace') : t('bankCard.bind')} loading={bind.isPending} />
    </form>
  );
}

export default function AddCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const method: WithdrawalMethod = params.get('method') === 'usdt_trc20' ? 'usdt_trc20' : 'bank';
  const cards = useQuery(bankListQuery());
  const config = useQuery(bankConfigQuery());

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
    const { editAllowed, deleteAllowed } = config.data;
    content = (
      <>
        {bound ? <BoundAccount card={bound} deleteAllowed={deleteAllowed} /> : null}
        {bound && !editAllowed ? (
          <p className="bank-card-note">{t('bankCard.editForbidden')}</p>
        ) : (
          <>
            {bound ? (
              <h2 className="section-title bank-card-replace-title">{t('bankCard.replaceTitle')}</h2>
            ) : null}
            {method === 'bank' ? (
              <BankCardForm replacing={bound !== null} onDone={onDone} />
            ) : (
              <UsdtForm replacing={bound !== null} onDone={onDone} />
            )}
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
