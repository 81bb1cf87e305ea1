import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
}

/** Figures of a card in two columns: price, rate, term, progress… */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="earning-stats">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
