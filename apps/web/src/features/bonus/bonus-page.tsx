import { CURRENCY_LABEL } from '@cloudmine/api';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { FormActions } from '@/components/form-actions';
import { NavBarLink } from '@/components/nav-bar-link';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useIdempotency } from '@/lib/idempotency';
import { api } from '@/lib/api/api';
import { userKeys } from '@/lib/user';
import { bonusKeys } from './bonus-queries';
import './bonus.css';

export default function BonusPage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useIdempotency();

  const open = useMutation({
    mutationFn: (text: string) =>
      api.call('redpackOpen', { code: text, idempotencyKey: action.keyFor({ code: text }) }),
    onSettled: (_data, failure) => action.settle(failure),
    onSuccess: (claim) => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void Dialog.alert({
        title: t('bonus.received'),
        content: (
          <p className="bonus-amount" data-testid="bonus-amount">
            {amountText(claim.amountMinor)}
            {'\u00a0'}
            <small>{CURRENCY_LABEL}</small>
          </p>
        ),
        confirmText: t('common.ok'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim().toUpperCase();
    if (!text) {
      setError(t('common.required'));
      return;
    }
    setError(null);
    open.mutate(text);
  };

  return (
    <Page title="bonus" right={<NavBarLink to={paths.bonusRecord} label={t('bonus.records')} />}>
      <div className="bonus">
        <div className="bonus-envelope" aria-hidden="true">
          <span>$</span>
        </div>
        <form onSubmit={submit} noValidate>
          <List>
            <TextField
              id="bonus-code"
              label={t('bonus.code')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(null);
              }}
              placeholder={t('bonus.codePlaceholder')}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={32}
              error={error}
              hint={t('bonus.hint')}
            />
          </List>
          <FormActions label={t('bonus.open')} loading={open.isPending} />
        </form>
      </div>
    </Page>
  );
}
