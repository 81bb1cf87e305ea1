import type { IncomeDayState } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Money } from '@/components/money';
import { api } from '@/lib/api/api';
import { mallKeys } from './mall-queries';

const STATE_CLASS: Record<IncomeDayState, string> = {
  paid: 'income-day-paid',
  not_due: 'income-day-waiting',
  job_not_run: 'income-day-waiting',
  job_failed: 'income-day-problem',
  order_ended: 'income-day-ended',
};

/** "Where is my income": each business day of the order, its income or why it is not there yet. */
export function IncomeDays({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const days = useQuery({
    queryKey: [...mallKeys.all, 'income-days', orderId],
    queryFn: () => api.call('mallIncomeDays', { orderId }),
  });
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
