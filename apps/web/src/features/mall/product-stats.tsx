import type { MiningProduct } from '@cloudmine/api';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { StatGrid } from '@/components/stat-grid';

/** What a machine costs and earns: on the mall card and the buy page. */
export function ProductStats({ product }: { product: MiningProduct }) {
  const { t } = useTranslation();
  return (
    <StatGrid
      stats={[
        { label: t('mall.price'), value: <Money minor={product.priceMinor} /> },
        { label: t('mall.dailyIncome'), value: <Money minor={product.dailyIncomeMinor} /> },
        { label: t('mall.term'), value: t('common.days', { n: product.termDays }) },
        { label: t('mall.totalIncome'), value: <Money minor={product.totalIncomeMinor} /> },
      ]}
    />
  );
}
