import type { MiningProduct } from '@cloudmine/api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { moneyStat } from '@/components/money-stats';
import { StatGrid } from '@/components/stat-grid';

/** What a machine costs and earns: on the mall card and the buy page. */
export function ProductStats({ product }: { product: MiningProduct }) {
  const { t } = useTranslation();
  return (
    <StatGrid
      stats={[
        moneyStat(t('mall.price'), product.priceMinor),
        moneyStat(t('mall.dailyIncome'), product.dailyIncomeMinor),
        { label: t('mall.term'), value: t('common.days', { count: product.termDays }) },
        moneyStat(t('mall.totalIncome'), product.totalIncomeMinor),
      ]}
    />
  );
}
