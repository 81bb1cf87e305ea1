import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { moneyStat } from './money-stats';
import { StatGrid } from './stat-grid';

interface Figure {
  label: string;
  minor: number;
}

/**
 * The figures of something that pays over a term (a miner, a fund holding, a pledge): what went in,
 * what it pays a day, how many of its days are paid, and what it has paid so far; its dates (the
 * children) under them.
 */
export function HoldingStats({
  put,
  daily,
  paid,
  term,
  children,
}: {
  put: Figure;
  daily: Figure;
  paid: Figure;
  term: { daysPaid: number; termDays: number };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StatGrid
        stats={[
          moneyStat(put.label, put.minor),
          moneyStat(daily.label, daily.minor),
          {
            label: t('miner.progressLabel'),
            value: t('miner.progress', { paid: term.daysPaid, term: term.termDays }),
          },
          moneyStat(paid.label, paid.minor),
        ]}
      />
      <p className="earning-muted earning-dates">{children}</p>
    </>
  );
}
