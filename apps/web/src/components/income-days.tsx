import type { IncomeDay, IncomeDayState } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from '@/components/money';
import './income-days.css';

const STATE_CLASS: Record<IncomeDayState, string> = {
  paid: 'income-day-paid',
  not_due: 'income-day-waiting',
  job_not_run: 'income-day-waiting',
  job_failed: 'income-day-problem',
  order_ended: 'income-day-ended',
};

interface IncomeDaysSource {
  /** The query's key: the item's own, under its feature's keys. */
  queryKey: readonly unknown[];
  /** Loads the item's days (`mall/income-days`, `pledge/income-days`, `fund/income-days`). */
  load: () => Promise<{ days: IncomeDay[] }>;
}

/** "Where is my income": each business day of an item, its income or why it is not there yet. */
function IncomeDays({ queryKey, load }: IncomeDaysSource) {
  const { t } = useTranslation();
  const days = useQuery({ queryKey, queryFn: load });
  if (days.isPending) return <p className="earning-muted">{t('common.loading')}</p>;
  if (!days.data) return <p className="earning-muted">{t('common.loadFailed')}</p>;
  if (days.data.days.length === 0) return <p className="earning-muted">{t('incomeDays.none')}</p>;
  return (
    <ul className="income-days" aria-label={t('incomeDays.title')}>
      {days.data.days.map((day) => (
        <li key={day.date} className={STATE_CLASS[day.state]} data-testid="income-day">
          <span>{day.date}</span>
          <span>
            {day.state === 'paid' && day.amountMinor !== null ? (
              <Money minor={day.amountMinor} />
            ) : (
              t(`incomeDays.state.${day.state}`)
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The days folded under their title on an order's, pledge's or holding's card; loaded when opened. */
export function IncomeDaysBox(source: IncomeDaysSource) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="income-days-box">
      <summary onClick={() => setOpen(true)}>{t('incomeDays.title')}</summary>
      {open ? <IncomeDays {...source} /> : null}
    </details>
  );
}
