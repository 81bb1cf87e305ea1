import { PageDialog } from '@/lib/page-dialog';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FundPasswordField } from '@/components/fund-password-field';
import { TotpField } from '@/components/totp-field';
import { useCheckedInput } from '@/hooks/use-checked-input';
import { useCloseOnRouteChange } from '@/hooks/use-route-overlay';
import type { SecondFactor } from '@/hooks/use-second-factor';

/**
 * The deletion's confirmation, which asks the fund password as well. It stays open until the
 * deletion is done, so a mistyped password is typed again right here (the refusal shows as a toast).
 */
export function DeleteAccountDialog({
  open,
  onCancel,
  onConfirm,
  secondFactor,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (fundPassword: string) => Promise<void>;
  /** The authenticator code, asked once the server wants it. */
  secondFactor: SecondFactor;
}) {
  const { t } = useTranslation();
  const password = useCheckedInput();
  const close = () => {
    password.setValue('');
    password.setError(null);
    onCancel();
  };
  useCloseOnRouteChange(close);
  return (
    <PageDialog
      visible={open}
      onClose={close}
      content={
        <>
          <p>{t('bankCard.deleteConfirm')}</p>
          <List>
            <FundPasswordField
              id="delete-fund-password"
              label={t('bankCard.fundPassword')}
              {...password.bind}
            />
            <TotpField id="delete-totp" factor={secondFactor} />
          </List>
        </>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: close },
          {
            key: 'delete',
            text: t('bankCard.delete'),
            danger: true,
            bold: true,
            onClick: async () => {
              const entered = password.value;
              if (!entered || secondFactor.missing()) return password.setError(t('common.required'));
              password.setValue('');
              // A refusal was shown by the api client already; the dialog stays for another try.
              await onConfirm(entered).catch(() => undefined);
            },
          },
        ],
      ]}
    />
  );
}
