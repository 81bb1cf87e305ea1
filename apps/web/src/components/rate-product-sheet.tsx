import { useTranslation } from '@/lib/i18n/use-translation';
import { formatBps } from '@/lib/rate';
import { useAmountText } from '@/lib/use-amount-text';
import { AmountSheet } from './amount-sheet';
import type { RateProduct } from './rate-product-card';

/**
 * The amount sheet of a rate product. `roomMinor` is what the member may still put in under the
 * product's per-member limit; `capRoomMinor`, where there is one, what is left of its total. The
 * texts are the feature's own: `<feature>.sheetDetails`, `.amount` and `.confirm`.
 */
export function RateProductSheet({
  product,
  feature,
  submitLabel,
  roomMinor,
  capRoomMinor = Number.POSITIVE_INFINITY,
  availableMinor,
  loading,
  onClose,
  onSubmit,
}: {
  product: Omit<RateProduct, 'eligibility'>;
  feature: 'funds' | 'pledge';
  submitLabel: string;
  roomMinor: number;
  capRoomMinor?: number;
  availableMinor: number | undefined;
  loading: boolean;
  onClose: () => void;
  onSubmit: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const room = Math.max(0, roomMinor);
  return (
    <AmountSheet
      open
      onClose={onClose}
      title={product.name}
      details={
        <p className="earning-muted">
          {t(`${feature}.sheetDetails`, {
            rate: formatBps(product.dailyRateBps),
            n: product.termDays,
            min: amountText(product.minAmountMinor),
            max: amountText(room),
          })}
        </p>
      }
      label={t(`${feature}.amount`)}
      submitLabel={submitLabel}
      confirmQuestion={(amount) => t(`${feature}.confirm`, { amount, name: product.name })}
      loading={loading}
      onSubmit={onSubmit}
      availableMinor={availableMinor}
      maxMinor={availableMinor === undefined ? undefined : Math.min(availableMinor, room, capRoomMinor)}
      earns={{ dailyRateBps: product.dailyRateBps, termDays: product.termDays }}
    />
  );
}
