import { formatDateTime } from '@cloudmine/api';
import type { BankCard } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useSecondFactor } from '@/hooks/use-second-factor';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useAccountsChanged } from './use-accounts-changed';

/** The bound account of one method: until when withdrawals to it are held, and its deletion. */
export function BoundAccount({
  card,
  deleteAllowed,
  hasFundPassword,
}: {
  card: BankCard;
  deleteAllowed: boolean;
  hasFundPassword: boolean;
}) {
  const { t, i18n } = useTranslation();
  const changed = useAccountsChanged();
  const [asking, setAsking] = useState(false);
  const secondFactor = useSecondFactor();
  const remove = useMutation({
    mutationFn: (fundPassword: string) =>
      api.call('bankDelete', { cardId: card.id, fundPassword, ...secondFactor.field() }),
    onError: secondFactor.onError,
    onSuccess: async () => {
      secondFactor.reset();
      showSuccess(t('bankCard.deleted'));
      await changed();
    },
  });
  return (
    <section className="bank-card-bound" data-testid={`bound-${card.method}`}>
      <div className="bank-card-bound-head">
        <span>{card.method === 'bank' ? card.bankName : t('bankCard.usdt')}</span>
        {deleteAllowed && hasFundPassword ? (
          <Button
            size="mini"
            fill="outline"
            color="danger"
            loading={remove.isPending}
            onClick={() => setAsking(true)}
          >
            {t('bankCard.delete')}
          </Button>
        ) : null}
      </div>
      <p className="bank-card-bound-account">{card.account}</p>
      {card.holderName ? <p className="bank-card-bound-holder">{card.holderName}</p> : null}
      {card.heldUntil ? (
        <p className="bank-card-bound-held" data-testid={`held-${card.method}`}>
          {t('bankCard.heldUntil', { time: formatDateTime(card.heldUntil, i18n.language) })}
        </p>
      ) : null}
      <DeleteAccountDialog
        open={asking}
        onCancel={() => setAsking(false)}
        secondFactor={secondFactor}
        onConfirm={async (fundPassword) => {
          await remove.mutateAsync(fundPassword);
          setAsking(false);
        }}
      />
    </section>
  );
}
