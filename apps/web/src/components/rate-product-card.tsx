import { formatMinor, type Eligibility } from '@cloudmine/api';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatBps } from '@/lib/rate';
import { EligibilityGate } from './eligibility-gate';
import { IncomeCalculator } from './income-calculator';
import { moneyRangeStat, moneyStat } from './money-stats';
import { ProductIntro } from './product-intro';
import { StatGrid } from './stat-grid';

/** A product that earns a daily rate over a term: a fund, a pledge product. */
export interface RateProduct {
  name: string;
  description: string;
  requiredVipLevel: number;
  dailyRateBps: number;
  termDays: number;
  minAmountMinor: number;
  eligibility: Eligibility;
}

/**
 * The card of a rate product: intro, rate, term, limits and what the member holds, the gate, the
 * income calculator, and the button under it. `children` stand between the figures and the gate.
 */
export function RateProductCard({
  product,
  rateLabel,
  limit,
  mine,
  children,
  action,
}: {
  product: RateProduct;
  rateLabel: string;
  limit: { label: string; maxMinor: number };
  mine: { label: string; minor: number };
  children?: ReactNode;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="earning-card" aria-label={product.name}>
      <ProductIntro product={product} />
      <StatGrid
        stats={[
          { label: rateLabel, value: formatBps(product.dailyRateBps) },
          { label: t('mall.term'), value: t('common.days', { count: product.termDays }) },
          moneyRangeStat(limit.label, product.minAmountMinor, limit.maxMinor),
          moneyStat(mine.label, mine.minor),
        ]}
      />
      {children}
      <EligibilityGate eligibility={product.eligibility} />
      <IncomeCalculator
        rule={{ kind: 'rate', dailyRateBps: product.dailyRateBps }}
        termDays={product.termDays}
        initial={formatMinor(product.minAmountMinor)}
      />
      <div className="earning-card-foot">{action}</div>
    </article>
  );
}
