import { intlLocale } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { CheckinDay, Language } from '@cloudmine/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { useIdempotency } from '@/lib/idempotency';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import { addMonths, cycleProgress, monthWeeks } from './calendar';
import { checkinKeys, checkinStatusQuery } from './checking-queries';
import './checking.css';

function weekdayNames(language: string): string[] {
  // 4-10 January 1970 run Sunday to Saturday.
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(1970, 0, 4 + i))));
}

function monthTitle(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

function Calendar({
  month,
  today,
  days,
  onMonth,
}: {
  month: string;
  today: string;
  days: CheckinDay[];
  onMonth: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const current = today.slice(0, 7);
  return (
    <section className="checkin-calendar" aria-labelledby="checkin-calendar-title">
      <header className="checkin-calendar-head">
        <button type="button" className="link-button" onClick={() => onMonth(addMonths(month, -1))}>
          ‹ <span className="visually-hidden">{t('checkin.prevMonth')}</span>
        </button>
        <h2 id="checkin-calendar-title" className="section-title">
          {monthTitle(month, language)}
        </h2>
        <button
          type="button"
          className="link-button"
          disabled={month >= current}
          onClick={() => onMonth(addMonths(month, 1))}
        >
          › <span className="visually-hidden">{t('checkin.nextMonth')}</span>
        </button>
      </header>
      <table className="checkin-grid">
        <thead>
          <tr>
            {weekdayNames(language).map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (!date) return <td key={d} />;
                const day = byDate.get(date);
                const classes = ['checkin-day'];
                if (day) classes.push('is-checked');
                if (day?.streakReward) classes.push('is-reward');
                if (date === today) classes.push('is-today');
                const label = day
                  ? `${date}: ${t(day.streakReward ? 'checkin.rewardDay' : 'checkin.checkedDay')}, +${day.points}`
                  : date;
                return (
                  <td key={d}>
                    <span className={classes.join(' ')} aria-label={label} data-date={date}>
                      {Number(date.slice(8))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function CheckingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState<string | null>(null);
  const status = useQuery(checkinStatusQuery(month));
  const action = useIdempotency();

  const checkIn = useMutation({
    mutationFn: () => api.call('checkinDo', { idempotencyKey: action.keyFor('checkin') }),
    onSettled: (_data, error) => action.settle(error),
    onSuccess: (day) => {
      showSuccess(t(day.streakReward ? 'checkin.doneWithReward' : 'checkin.done', { points: day.points }));
      void queryClient.invalidateQueries({ queryKey: checkinKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

  let body;
  if (status.isPending) body = <LoadingState />;
  else if (status.isError) body = <ErrorState onRetry={() => void status.refetch()} />;
  else {
    const s = status.data;
    const done = cycleProgress(s);
    body = (
      <>
        <section className="checkin-card" aria-labelledby="checkin-streak">
          <p className="checkin-streak-label">{t('checkin.streakLabel')}</p>
          <p id="checkin-streak" className="checkin-streak" data-testid="checkin-streak">
            {t('checkin.days', { count: s.streakDays })}
          </p>
          <ol
            className="checkin-cycle"
            aria-label={t('checkin.cycle', { day: done, target: s.streakTarget })}
          >
            {Array.from({ length: s.streakTarget }, (_, i) => (
              <li key={i} className={i < done ? 'is-done' : undefined}>
                {i + 1 === s.streakTarget ? '★' : i + 1}
              </li>
            ))}
          </ol>
          <p className="checkin-hint">
            {t('checkin.rewardHint', { target: s.streakTarget, points: s.streakRewardPoints })}
          </p>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            className={s.checkedInToday ? 'checkin-done' : undefined}
            disabled={s.checkedInToday}
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate()}
          >
            {s.checkedInToday
              ? t('checkin.checkedIn')
              : t('checkin.checkIn', { points: s.nextCheckinPoints })}
          </Button>
          <p className="checkin-hint">{t('checkin.perDay', { points: s.pointsPerDay })}</p>
        </section>
        <Calendar month={s.month} today={s.today} days={s.days} onMonth={setMonth} />
      </>
    );
  }

  return (
    <Page title="checking">
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: checkinKeys.all })}>
        <div className="checkin">{body}</div>
      </PullToRefresh>
    </Page>
  );
}
