import List from 'antd-mobile/es/components/list';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { TotpField } from '@/components/totp-field';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { useSecondFactor } from '@/hooks/use-second-factor';
import type { RequestOf } from '@/lib/api/endpoints';
import { api } from '@/lib/api/api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showSuccess } from '@/lib/toast';
import { FundPasswordRow, SubmitRow, type FormProps } from './card-form-parts';
import { confirmReplace } from './confirm-replace';
import { useAccountsChanged } from './use-accounts-changed';

/** What confirms a bind: the fund password, and the authenticator code once the server asks for it. */
type Confirmation = { fundPassword: string; totpCode?: string };

/**
 * What the bank-card and the USDT forms do around their own fields: the fund password and
 * authenticator rows that confirm the change, the question before a replace, the bind call and what
 * follows it. `request` builds the call from the form's fields and the confirmation. Answers the
 * function that renders the form around the account's own rows.
 */
export function useBindAccount(
  { replacing, hasFundPassword, holdHours, onDone }: FormProps,
  request: (confirmation: Confirmation) => RequestOf<'bankBind'>,
  /** Clears the form's own fields once bound. */
  onBound: () => void,
) {
  const { t } = useTranslation();
  const changed = useAccountsChanged();
  const password = useCheckedInput();
  const fundPassword = password.value;
  const secondFactor = useSecondFactor();
  const bind = useMutation({
    mutationFn: () => api.call('bankBind', request({ fundPassword, ...secondFactor.field() })),
    onError: secondFactor.onError,
    onSuccess: async () => {
      secondFactor.reset();
      onBound();
      password.setValue('');
      showSuccess(t('bankCard.bound'));
      await changed();
      onDone();
    },
  });
  /** Binds once the form's own fields are fine, the password is typed and, on a replace, the member agrees. */
  const submit = async (event: FormEvent, checkFields: () => boolean) => {
    event.preventDefault();
    const fieldsOk = checkFields();
    password.setError(fundPassword ? null : t('common.required'));
    if (!fieldsOk || !fundPassword || secondFactor.missing()) return;
    if (replacing && !(await confirmReplace(t, holdHours))) return;
    bind.mutate();
  };
  /**
   * The form: the account's own rows, then the fund password and authenticator rows (ids
   * `<idPrefix>-fund-password` and `<idPrefix>-totp`) and the submit button. `checkFields` shows the
   * rows' problems and answers whether there were none.
   */
  return (idPrefix: string, checkFields: () => boolean, rows: ReactNode) => (
    <form onSubmit={(event) => void submit(event, checkFields)} noValidate>
      <List mode="card">
        {rows}
        <FundPasswordRow
          id={`${idPrefix}-fund-password`}
          hasFundPassword={hasFundPassword}
          {...password.bind}
        />
        <TotpField id={`${idPrefix}-totp`} factor={secondFactor} />
      </List>
      <SubmitRow
        label={replacing ? t('bankCard.replace') : t('bankCard.bind')}
        loading={bind.isPending}
        enabled={hasFundPassword}
      />
    </form>
  );
}
