import {
  EARNING_RANGES,
  EARNING_SOURCES,
  formatDateTime,
  formatMinorIn,
  formatDate,
  formatNumber,
  type EarningDay,
  type EarningHolding,
  type EarningRange,
  type EarningSource,
} from '@cloudmine/api';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Selector from 'antd-mobile/es/components/selector';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LineChart, type ChartSeries } from '@cloudmine/ui/line-chart';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { earningsQuery, holdingsQuery } from '@/lib/earnings';
import './earnings.css';

/** One colour per source, the same in the chart, the legend and the totals. */
const SOURCE_COLORS: Record<EarningSource, string> = {
  mining: '#1677ff',
  pledge: '#00b578',
  fund: '#ff8f1f',
  team: '#9254de',
};

function IncomeTable({ days, language }: { days: readonly EarningDay[]; language: string }) {
  const { t } = useTranslation();
  return (
    <table className="earnings-table">
      <caption>{t('earnings.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('earnings.date')}</th>
          {EARNING_SOURCES.map((source) => (
            <th scope="col" key={source}>
              {t(`earnings.source.${source}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDate(day.date, language)}</th>
            {EARNING_SOURCES.map((source) => (
              <td key={source}>{formatMinorIn(day[source], language)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Holding({ holding, language }: { holding: EarningHolding; language: string }) {
  const { t } = useTranslation();
  const digits = (value: number) => formatNumber(value, language);
  return (
    <li className="earnings-holding" data-testid="earnings-holding">
      <div className="earnings-holding-head">
        <strong>{holding.productName}</strong>
        <span className="earnings-holding-kind">{t(`earnings.kind.${holding.kind}`)}</span>
      </div>
      <ProgressBar
        percent={holding.termDays > 0 ? (holding.daysPaid / holding.termDays) * 100 : 0}
        aria-hidden="true"
      />
      <p className="earnings-holding-progress">
        {t('earnings.progress', { paid: digits(holding.daysPaid), term: digits(holding.termDays) })}
      </p>
      <dl className="earnings-holding-figures">
        <div>
          <dt>{t('earnings.dailyIncome')}</dt>
          <dd>
            <Money minor={holding.dailyIncomeMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('earnings.incomeSoFar')}</dt>
          <dd>
            <Money minor={holding.incomePaidMinor} />
          </dd>
        </div>
        {holding.nextPaymentAt ? (
          <div>
            <dt>{t('earnings.nextPayment')}</dt>
            <dd>{formatDateTime(holding.nextPaymentAt, language)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function Holdings({ language }: { language: string }) {
  const { t } = useTranslation();
  const holdings = useQuery(holdingsQuery());
  if (holdings.isPending) return <LoadingState />;
  if (holdings.isError) return <ErrorState onRetry={() => void holdings.refetch()} />;
  return (
    <section aria-labelledby="earnings-holdings" className="earnings-section">
      <h2 id="earnings-holdings" className="section-title">
        {t('earnings.holdings')}
      </h2>
      {holdings.data.items.length === 0 ? (
        <p className="earnings-empty">{t('earnings.noHoldings')}</p>
      ) : (
        <ul className="earnings-holdings">
          {holdings.data.items.map((holding) => (
            <Holding key={`${holding.kind}-${holding.id}`} holding={holding} language={language} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function EarningsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [days, setDays] = useState<EarningRange>(7);
  const earnings = useQuery(earningsQuery(days));
  const data = earnings.data;
  const labels = useMemo(() => data?.days.map((day) => day.date) ?? [], [data]);
  const series = useMemo<ChartSeries[]>(
    () =>
      EARNING_SOURCES.map((source) => ({
        label: t(`earnings.source.${source}`),
        color: SOURCE_COLORS[source],
        values: data?.days.map((day) => day[source]) ?? [],
      })),
    [data, t],
  );
  const format = useMemo(() => (value: number) => formatMinorIn(Math.round(value), language), [language]);

  let body;
  if (earnings.isPending) body = <LoadingState />;
  else if (earnings.isError || !data) body = <ErrorState onRetry={() => void earnings.refetch()} />;
  else
    body = (
      <>
        <dl className="earnings-totals" aria-label={t('earnings.totals')}>
          <div>
            <dt>{t('earnings.today')}</dt>
            <dd data-testid="earnings-today">
              <Money minor={data.todayMinor} />
            </dd>
          </div>
          <div>
            <dt>{t('earnings.allTime')}</dt>
            <dd>
              <Money minor={data.totalMinor} />
            </dd>
          </div>
          {EARNING_SOURCES.map((source) => (
            <div key={source}>
              <dt>
                <span
                  className="earnings-swatch"
                  style={{ background: SOURCE_COLORS[source] }}
                  aria-hidden="true"
                />
                {t(`earnings.source.${source}`)}
              </dt>
              <dd data-testid={`earnings-total-${source}`}>
                <Money minor={data.rangeTotals[source]} />
              </dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="earnings-chart" className="earnings-section">
          <h2 id="earnings-chart" className="section-title">
            {t('earnings.chartTitle')}
          </h2>
          <LineChart
            labels={labels}
            series={series}
            format={format}
            height={220}
            summary={t('earnings.chartSummary', { days })}
            testId="earnings-chart"
          />
          <details className="earnings-details">
            <summary>{t('earnings.tableCaption')}</summary>
            <IncomeTable days={data.days} language={language} />
          </details>
        </section>
      </>
    );

  return (
    <Page title="earnings">
      <div className="earnings">
        <Selector
          className="earnings-range"
          columns={3}
          value={[days]}
          onChange={(value) => value[0] && setDays(value[0])}
          options={EARNING_RANGES.map((range) => ({
            value: range,
            label: t('earnings.range', { days: range }),
          }))}
        />
        {body}
        <Holdings language={language} />
      </div>
    </Page>
  );
}
