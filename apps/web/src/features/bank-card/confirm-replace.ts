import { Dialog } from '@/lib/dialog';

/** Asks before replacing the bound account, saying how long withdrawals to the new one wait. */
export async function confirmReplace(
  t: (key: string, values?: Record<string, unknown>) => string,
  holdHours: number,
) {
  return Dialog.confirm({
    content:
      holdHours > 0 ? t('bankCard.replaceConfirmHeld', { hours: holdHours }) : t('bankCard.replaceConfirm'),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
}
